import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { dbContext, requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LeadMailArgs } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import { leadSourceFromCookie } from "#app/http/cookies.server.ts";
import { parseForm } from "#app/http/form.server.ts";
import { guardRefusal } from "#app/http/guard-refusal.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { LeadFields, LeadForm, OutgoingMail } from "#app/model/leads/lead.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import { newsletterOptIn } from "./newsletter.server.ts";
import { planLeadMails } from "./verified-mails.server.ts";

/** Field messages by field name (translation keys); none when the value is fine. */
export type FieldErrors = Record<string, string> | undefined;

/** What a form's lead is made of, once its value is read: see LeadFormSpec.draft. */
export interface LeadDraft {
  /** The answers to keep (stored as JSON); `leadFields(value)` for a form kept as posted. */
  fields: LeadFields;
  propertyId?: number | undefined;
  mails: OutgoingMail[];
  /** What else the lead writes in its transaction (a newsletter sign-up). */
  writes?: ((trx: Transaction<Database>) => Promise<void>) | undefined;
}

/** The facts a draft needs: who asks, in which language, the agency's, and its mail look. */
export interface LeadSetting {
  db: Kysely<Database>;
  config: SiteConfig;
  language: Language;
  /** The site's origin (`https://www.agency.be`), for links in mails. */
  origin: string;
  /** The common arguments of `leadMails` (features/mail/lead-mails.ts): spread them in. */
  mail: Pick<
    LeadMailArgs,
    "language" | "agencyLanguage" | "agencyEmail" | "brand" | "texts" | "newMessageId"
  >;
}

export interface LeadFormSpec<S extends FormSchema> {
  /** The form's name: its rate limit, its `lead.form`, and its refusals' `formName`. */
  form: LeadForm;
  schema: S;
  /** Where the visitor goes once the lead is stored: its thank-you page, in their language. */
  thanks: (language: Language, value: z.output<S>) => string;
  /**
   * The form's rules that need more than its schema (the property's goal, the agency's settings):
   * field messages (translation keys) when the value breaks one. Nothing is counted or stored then.
   */
  check?: (value: z.output<S>, setting: LeadSetting) => Promise<FieldErrors> | FieldErrors;
  /**
   * The lead and its mails. It may throw a response (a 404 for a property that is gone); it must not
   * write anything: the lead and its mails are stored together after it (ADR 022).
   */
  draft: (value: z.output<S>, setting: LeadSetting) => LeadDraft | Promise<LeadDraft>;
  /**
   * A form that mails a third party takes only verified leads (a solved captcha): the message
   * (translation key) refusing one without (ADR 034, send to a friend).
   */
  verifiedOnly?: string;
  /** Limits of the form's own, counted once the guard passed it: a message (key) when over one (429). */
  limit?: (value: z.output<S>, setting: LeadSetting) => Promise<string | undefined>;
}

/**
 * A lead form's action (docs/requirements.md §14): read the form (400 with the field messages, values kept), check
 * the form's own rules (400 likewise), screen
 * it against abuse (captcha, honeypot, time, rate limits: ADR 023), hold the mails to typed addresses
 * of an unverified lead (ADR 034), store the lead with its mails in one transaction (ADR 022), then
 * 303 to the thank-you page. A bot caught by the honeypot is sent to
 * the thank-you page too, with nothing stored; a storage failure answers 503 with the values kept.
 */
export async function submitLead<S extends FormSchema>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  spec: LeadFormSpec<S>,
) {
  const { form: formName } = spec;
  const { value, form, failure } = await parseForm(request, spec.schema, formName);
  if (failure) return failure;
  const { language, consent } = context.get(visitorContext);
  const { config } = context.get(siteContext);
  const { origin, log, secure, clientAddress } = context.get(requestContext);
  const db = context.get(dbContext);
  const notSent = (): FormFailure => ({
    errors: { form: "leads:form.errors.notSent" },
    values: valuesOf(form, value),
    formName,
  });
  if (!config) return data(notSent(), { status: 503 });
  const host = new URL(origin).hostname;
  const setting: LeadSetting = {
    db,
    config,
    language,
    origin,
    mail: {
      language,
      agencyLanguage: config.languages.default,
      agencyEmail: config.agency.email,
      brand: (l) => mailBrand(config, l, origin),
      texts: (l) => messages[l].leads,
      newMessageId: () => `${randomUUID()}@${host}`,
    },
  };
  const errors = await spec.check?.(value, setting);
  if (errors) return data({ errors, values: valuesOf(form, value), formName }, { status: 400 });
  const thanks = spec.thanks(language, value);
  const screening = await screenSubmission({
    db,
    form: formName,
    address: clientAddress,
    fields: form,
  });
  if (screening.verdict === "refused") {
    if (screening.reason === "honeypot") return redirect(thanks, 303);
    return guardRefusal(screening.reason, form, formName);
  }
  const verified = screening.verdict === "verified";
  const refuse = (message: string, status: number) =>
    data({ errors: { form: message }, values: valuesOf(form, value), formName }, { status });
  if (spec.verifiedOnly && !verified) return refuse(spec.verifiedOnly, 400);
  const overLimit = await spec.limit?.(value, setting);
  if (overLimit) return refuse(overLimit, 429);
  const draft = await withNewsletter(await spec.draft(value, setting), value, setting);
  // Only with advertising-data consent, still given now (docs/requirements.md §14).
  const source = consent?.ad_user_data
    ? readLeadSource(await leadSourceFromCookie(request.headers.get("cookie"), secure))
    : undefined;
  try {
    const now = new Date();
    // Nothing to an address the visitor typed before the lead is verified (ADR 034).
    const { mails, confirm } = await planLeadMails({
      db,
      limits: config.mailLimits,
      mails: draft.mails,
      verified,
      email: String((value as { email?: unknown }).email ?? ""),
      mail: setting.mail,
      origin,
      log,
      now,
    });
    await storeLead(
      db,
      {
        form: formName,
        language,
        propertyId: draft.propertyId,
        fields: draft.fields,
        source,
        verified,
        confirm,
      },
      mails,
      now,
      draft.writes,
    );
  } catch (error) {
    log.error("lead not stored", { form: formName, error });
    return data(notSent(), { status: 503 });
  }
  return redirect(thanks, 303);
}

/**
 * A lead whose visitor ticked the newsletter option also signs them up, double opt-in (docs/requirements.md §14): the
 * confirmation mail and the address's row join the lead's transaction.
 */
async function withNewsletter(
  draft: LeadDraft,
  value: { newsletter?: unknown; email?: unknown },
  setting: LeadSetting,
): Promise<LeadDraft> {
  if (value.newsletter !== "on" || typeof value.email !== "string") return draft;
  const optIn = await newsletterOptIn(setting, value.email);
  return {
    ...draft,
    mails: [...draft.mails, ...optIn.mails],
    writes: async (trx) => {
      await draft.writes?.(trx);
      await optIn.writes?.(trx);
    },
  };
}

/** The posted values of the form's own fields, to fill the form in again. */
function valuesOf(form: FormData, value: object): FormFailure["values"] {
  return Object.fromEntries(
    Object.keys(value).map((name) => {
      const texts = form.getAll(name).filter((v): v is string => typeof v === "string");
      return [name, texts.length === 1 ? (texts[0] ?? "") : texts];
    }),
  );
}

/** A form's value as a lead keeps it: the privacy consent and the newsletter option as yes/no. */
export function leadFields(value: Record<string, unknown>): LeadFields {
  const { privacy, newsletter, ...answers } = value;
  return {
    ...(answers as LeadFields),
    privacy: privacy === "on",
    newsletter: newsletter === "on",
  };
}
