import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { data, type RouterContextProvider, redirect } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { siteContactMails } from "#app/features/mail/site-contact-mails.ts";
import { leadSourceFromCookie } from "#app/http/cookies.server.ts";
import { parseForm } from "#app/http/form.server.ts";
import { guardRefusal } from "#app/http/guard-refusal.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { guardView } from "#app/services/guard/guard-view.server.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";

// Issue 14: "contact the agency", the form of the contact page (spec §3 Contact forms).

/** What the contact page's loader gives the form. */
export async function siteContactForm(
  db: Kysely<Database>,
  language: Parameters<typeof pageUrl>[1],
) {
  return {
    constraints: htmlConstraints(siteContactSchema),
    privacyUrl: pageUrl("privacy", language),
    guard: await guardView(db),
  };
}

/**
 * The form's action: read it (400 with the field messages, values kept), screen it against abuse
 * (captcha, honeypot, time, rate limits: ADR 023), store the lead with the agency's notification and
 * the visitor's confirmation in one transaction (ADR 022), then 303 to the thank-you page.
 */
export async function submitSiteContact(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { value, form, failure } = await parseForm(request, siteContactSchema);
  if (failure) return failure;
  const { language, consent } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { origin, log, secure, clientAddress } = context.get(requestContext);
  const db = context.get(dbContext);
  const thanks = pageUrl("siteContactThanks", language);
  const screening = await screenSubmission({
    db,
    form: "site-contact",
    address: clientAddress,
    fields: form,
  });
  if (screening.verdict === "refused") {
    // A bot that filled the honeypot is told it succeeded, and nothing is stored.
    if (screening.reason === "honeypot") return redirect(thanks, 303);
    return guardRefusal(screening.reason, form);
  }
  const refused = (): FormFailure => ({
    errors: { form: "leads:siteContact.errors.notSent" },
    values: { ...value },
  });
  if (!config) return data(refused(), { status: 503 });
  const agencyLanguage = config.languages.default;
  const host = new URL(origin).hostname;
  const mails = siteContactMails({
    contact: value,
    language,
    agencyLanguage,
    agencyEmail: config.agency.email,
    brand: (l) => mailBrand(config, l, origin),
    texts: (l) => messages[l].leads.siteContact,
    newMessageId: () => `${randomUUID()}@${host}`,
  });
  const { privacy, newsletter, ...fields } = value;
  // Only with advertising-data consent, still given now (issue 14).
  const source = consent?.ad_user_data
    ? readLeadSource(await leadSourceFromCookie(request.headers.get("cookie"), secure))
    : undefined;
  try {
    await storeLead(
      db,
      {
        form: "site-contact",
        language,
        fields: { ...fields, privacy: privacy === "on", newsletter: newsletter === "on" },
        source,
        verified: screening.verdict === "verified",
      },
      mails,
      new Date(),
    );
  } catch (error) {
    log.error("lead not stored", { form: "site-contact", error });
    return data(refused(), { status: 503 });
  }
  return redirect(thanks, 303);
}
