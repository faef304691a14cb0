import type { Language } from "#app/i18n/languages.ts";
import type { CrmTargetName } from "#app/model/crm/crm-delivery.ts";

// A lead (docs/requirements.md §14) and the mails it causes, as the forms hand them to storage (ADR 022).

/** The forms of docs/requirements.md §3 that make leads, named after their thank-you page (§2 /feedback/{page}/). */
export type LeadForm =
  | "site-contact"
  | "contact-me"
  | "contact-appointment"
  | "contact-construction"
  | "contact-demand"
  | "demand-register"
  | "send-to-friend"
  | "sign-newsletter"
  | "document-request";

/** One answer of a lead, as stored (JSON). */
export type LeadFieldValue = string | number | boolean | string[] | number[] | undefined;
export type LeadFields = Record<string, LeadFieldValue>;

/** Where a visitor came from; recorded only with advertising-data consent (docs/requirements.md §14). */
export interface LeadSource {
  utm?: Record<string, string>;
  gclid?: string;
  referrer?: string;
  landingPage?: string;
}

export interface NewLead {
  form: LeadForm;
  language: Language;
  propertyId?: number | undefined;
  fields: LeadFields;
  source?: LeadSource | undefined;
  /** False when a check (the captcha) could not be made and the lead went through unverified. */
  verified: boolean;
  /** The "confirm your request" link's token hash and expiry, while mails wait for it (ADR 034). */
  confirm?: { hash: string; expiresAt: Date } | undefined;
  /** The CRMs it goes to (ADR 064): the configured targets, when the agency sends this form. */
  crmTargets?: readonly CrmTargetName[] | undefined;
}

/** Who a mail is for: the agency, the visitor, the friend a visitor sent a property to, a staff member. */
export type MailKind =
  | "agency-notification"
  | "visitor-confirmation"
  | "friend"
  | "lead-confirmation"
  | "newsletter-confirmation"
  | "mail-paused"
  | "owner-login"
  | "password-reset"
  | "login-code"
  | "staff-invitation"
  /** To the staff member a lead was assigned to (ADR 052). */
  | "lead-assigned";

/**
 * The mails to an address a visitor typed (ADR 034): each is counted against its
 * recipient's limit and the new-recipient burst, and none leaves while mails to visitors are paused.
 */
export const typedAddressKinds: readonly MailKind[] = [
  "visitor-confirmation",
  "friend",
  "lead-confirmation",
  "newsletter-confirmation",
];

/** Of those, the mails that carry what the visitor typed (a name): held until the lead is verified. */
export const heldUntilVerifiedKinds: readonly MailKind[] = ["visitor-confirmation", "friend"];

/** A mail ready to send: rendered once, stored in the outbox with the lead. */
export interface OutgoingMail {
  kind: MailKind;
  /** The Message-ID without angle brackets: the idempotency key of this mail (ADR 022). */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** How it is stored: queued by default; held until verified, or paused (ADR 034). */
  status?: "held" | "paused" | undefined;
}

/** A mail the worker claimed: it sends it, then marks it sent, to retry or failed. */
export interface QueuedMail extends OutgoingMail {
  id: number;
  /** Its lead; null for a mail of the site itself (an owner's login). */
  leadId: number | null;
  /** Sends tried so far, this one included. */
  attempts: number;
  queuedAt: Date;
}
