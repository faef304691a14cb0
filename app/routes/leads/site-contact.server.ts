import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { siteContactMails } from "#app/features/mail/site-contact-mails.ts";
import { leadSourceFromCookie } from "#app/http/cookies.server.ts";
import { parseForm } from "#app/http/form.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";
import { siteContactSchema } from "#app/model/leads/site-contact.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// Issue 14: "contact the agency", the form of the contact page (spec §3 Contact forms).

/** What the contact page's loader gives the form. */
export function siteContactForm(language: Parameters<typeof pageUrl>[1]) {
  return {
    constraints: htmlConstraints(siteContactSchema),
    privacyUrl: pageUrl("privacy", language),
  };
}

/**
 * The form's action: read it (400 with the field messages, values kept), store the lead with the
 * agency's notification and the visitor's confirmation in one transaction (ADR 022), then 303 to the
 * thank-you page. The checks against abuse (captcha, honeypot, time, rate) belong just before storing.
 */
export async function submitSiteContact(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { value, failure } = await parseForm(request, siteContactSchema);
  if (failure) return failure;
  const { language, consent } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { origin, log, secure } = context.get(requestContext);
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
      context.get(dbContext),
      // Nothing proves a person sent it until the captcha of issue 14 does.
      {
        form: "site-contact",
        language,
        fields: { ...fields, privacy: privacy === "on", newsletter: newsletter === "on" },
        source,
        verified: false,
      },
      mails,
      new Date(),
    );
  } catch (error) {
    log.error("lead not stored", { form: "site-contact", error });
    return data(refused(), { status: 503 });
  }
  return redirect(pageUrl("siteContactThanks", language), 303);
}
