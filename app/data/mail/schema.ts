import type { Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";

// The mail outbox (migration 0012, ADR 022): every mail the site sends, a lead's or its own.

export interface OutboxMessageTable {
  id: Generated<number>;
  /** The lead it belongs to; none for a mail of the site itself (an owner's login, migration 0016). */
  lead_id: number | null;
  kind: string;
  /** The Message-ID without its angle brackets: the idempotency key of the message. */
  message_id: string;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  next_attempt_at: Timestamp;
  /**
   * `held`: to an address the visitor typed, until the lead is verified; `paused`: queued during a
   * burst of mails to new recipients, until an operator resumes (migration 0019, ADR 034).
   */
  status: "queued" | "held" | "paused" | "sent" | "failed";
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface MailTables {
  outbox_message: OutboxMessageTable;
}
