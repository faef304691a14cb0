import type { Language } from "#app/i18n/languages.ts";
import type { CrmTargetName } from "./crm-delivery.ts";
import type { CrmDeliveryStatus } from "./crm-status.ts";

// The CRM queue (issue 28 "Deliver", ADR 064) as the worker and the desk read it.

/** A delivery the worker claimed: it reads what to send, sends it, then records the outcome. */
export interface ClaimedDelivery {
  id: number;
  target: CrmTargetName;
  leadId: number | null;
  kind: "lead" | "unsubscribe";
  /** An unsubscribe's address and language (JSON); none for a lead. */
  payload: string | null;
  /** Attempts so far, this one included. */
  attempts: number;
  /** When it was queued: an unsubscribe's time. */
  createdAt: Date;
  /** An earlier attempt may have reached the CRM: it timed out after sending, or its server stopped mid-send. */
  earlierUnknown: boolean;
}

/** What an unsubscribe delivery keeps (crm_delivery.payload). */
export interface UnsubscribePayload {
  email: string;
  language: Language;
}

/** One delivery of a lead as the lead's page shows it. */
export interface DeliveryView {
  id: number;
  target: CrmTargetName;
  status: CrmDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  /** The last attempt ended without knowing whether the CRM took it. */
  unknownOutcome: boolean;
  lastError: string | undefined;
  answer: string | undefined;
  deliveredAt: Date | undefined;
}

/** A target nothing goes to until `until`, and why (its CRM refused our credentials). */
export interface CrmPause {
  target: CrmTargetName;
  until: Date;
  reason: string;
}
