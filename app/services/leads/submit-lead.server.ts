import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { storeLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LeadMailArgs } from "#app/features/mail/lead-mails.ts";
import { mailBrand } from "#app/features/mail/mail-brand.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { LeadFields, LeadForm, OutgoingMail } from "#app/model/leads/lead.ts";
import type { LeadOutcome, LeadPost, LeadUseCase } from "#app/model/leads/lead-outcome.ts";
import { leadCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { screenSubmission } from "#app/services/guard/screen-submission.server.ts";
import type { Logger } from "#server/logger.ts";
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
   * The lead and its mails. It may throw LeadGone (a property that is gone); it must not write
   * anything: the lead and its mails are stored together after it (ADR 022).
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

/** What a lead's use case needs besides its value, from the request's contexts (middleware/lead-facts.server.ts). */
export interface LeadFacts {
  db: Kysely<Database>;
  /** The agency's settings; none (a site not set up yet) answers 503. */
  config: SiteConfig | undefined;
  language: Language;
  origin: string;
  log: Logger;
  /** Who sent it, for the guard's rate limits. */
  clientAddress: string;
}

/** A property or project no visitor can see: `check` and `draft` throw it, the lead answers `gone`. */
export class LeadGone extends Error {}

/** The use case of a lead form, as its route calls it (model/leads/lead-outcome.ts). */
export function leadUseCase<S extends FormSchema>(
  spec: LeadFormSpec<S>,
): LeadUseCase<S, LeadFacts> {
  return {
    form: spec.form,
    schema: spec.schema,
    submit: (value, facts) => submitLead(spec, value, facts).catch(gone),
  };
}

function gone(error: unknown): LeadOutcome {
  if (error instanceof LeadGone) return { kind: "gone" };
  throw error;
}

/**
 * A lead form's use case (docs/requirements.md §14), once its route read the form: check the form's
 * own rules (field messages), screen it against abuse (captcha, honeypot, time, rate limits: ADR 023),
 * hold the mails to typed addresses of an unverified lead (ADR 034), store the lead with its mails and
 * CRM deliveries in one transaction (ADR 022, 064), then the thank-you page. A bot caught by the honeypot is sent to the
 * thank-you page too, with nothing stored; a storage failure is `not-sent`.
 */
async function submitLead<S extends FormSchema>(
  spec: LeadFormSpec<S>,
  value: z.output<S>,
  facts: LeadFacts & LeadPost,
): Promise<LeadOutcome> {
  const { form: formName } = spec;
  const { db, config, language, origin, log, clientAddress } = facts;
  if (!config) return { kind: "not-sent" };
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
  if (errors) return { kind: "invalid", errors, status: 400 };
  const thanks = spec.thanks(language, value);
  const screening = await screenSubmission({
    db,
    form: formName,
    address: clientAddress,
    fields: facts.posted,
  });
  if (screening.verdict === "refused") {
    if (screening.reason === "honeypot") return { kind: "honeypot", thanks };
    return { kind: "refused", reason: screening.reason };
  }
  const verified = screening.verdict === "verified";
  if (spec.verifiedOnly && !verified)
    return { kind: "invalid", errors: { form: spec.verifiedOnly }, status: 400 };
  const overLimit = await spec.limit?.(value, setting);
  if (overLimit) return { kind: "invalid", errors: { form: overLimit }, status: 429 };
  const draft = await withNewsletter(await spec.draft(value, setting), value, setting);
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
        source: facts.source,
        verified,
        confirm,
        crmTargets: await leadCrmTargets(db, config, formName),
      },
      mails,
      now,
      draft.writes,
    );
  } catch (error) {
    log.error("lead not stored", { form: formName, error });
    return { kind: "not-sent" };
  }
  return { kind: "stored", thanks };
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

/** A form's value as a lead keeps it: the privacy consent and the newsletter option as yes/no. */
export function leadFields(value: Record<string, unknown>): LeadFields {
  const { privacy, newsletter, ...answers } = value;
  return {
    ...(answers as LeadFields),
    privacy: privacy === "on",
    newsletter: newsletter === "on",
  };
}
