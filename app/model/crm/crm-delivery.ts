import type { Language } from "#app/i18n/languages.ts";
import type { LeadFields, LeadForm, LeadSource } from "#app/model/leads/lead.ts";

// Issue 28 "Deliver": what the CRM queue hands to a CRM, and what a CRM's answer means for the queue.
// Each target (Omnicasa, the signed webhook) turns a delivery into its own call; the queue only reads the outcome.

/** The CRMs a lead can go to: Omnicasa's API, or any other CRM through the signed webhook. */
export type CrmTargetName = "omnicasa" | "webhook";

/** A stored lead as a CRM target reads it. */
export interface LeadForCrm {
  id: number;
  form: LeadForm;
  language: Language;
  propertyId: number | null;
  fields: LeadFields;
  /** Where the visitor came from, kept only with advertising consent. */
  source: LeadSource | null;
  createdAt: Date;
}

/** What is sent: a lead, or a demand-register unsubscribe (no lead; the person's address). */
export type CrmDelivery =
  | { kind: "lead"; lead: LeadForCrm }
  | { kind: "unsubscribe"; email: string; language: Language; at: Date };

/** What one attempt learnt; `error` is words for the log and the desk, never a stack or a credential. */
export type CrmOutcome =
  /** The CRM took it; `answer` is its short reply (a contact id), shown in the desk. */
  | { kind: "delivered"; answer: string }
  /**
   * Try again later: the CRM is down, slow or answered 5xx or garbage. `unknown` when the request may have
   * reached it (a time-out after the body was sent): the next attempt must not make a second contact.
   */
  | { kind: "retry"; error: string; unknown: boolean }
  /** This delivery can never succeed as it is (unknown property id, a refused field): failed at once. */
  | { kind: "refused"; error: string }
  /** Nothing can go until someone acts (wrong credentials, quota): the whole target's queue pauses. */
  | { kind: "pause"; error: string };

/** One attempt's facts that a target may need to avoid a duplicate. */
export interface CrmAttempt {
  /** The queue's id of this delivery, the same on every attempt: a target's idempotency key. */
  deliveryId: number;
  /** 1 for the first. */
  number: number;
  /** True when an earlier attempt of this delivery ended unknown (it may have reached the CRM). */
  earlierUnknown: boolean;
  signal: AbortSignal;
}

export interface CrmTarget {
  name: CrmTargetName;
  send(delivery: CrmDelivery, attempt: CrmAttempt): Promise<CrmOutcome>;
}
