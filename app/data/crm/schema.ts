import type { ColumnType, Generated } from "kysely";
import type { NullableTimestamp, Timestamp } from "#app/data/columns.ts";
import type { CrmDeliveryStatus } from "#app/model/crm/crm-status.ts";

// The CRM queue (migration 0036, ADR 064): a delivery per lead (or unsubscribe) and target, and the targets paused.

export interface CrmDeliveryTable {
  id: Generated<number>;
  /** The lead it sends; none for a demand-register unsubscribe. */
  lead_id: number | null;
  target: string;
  kind: "lead" | "unsubscribe";
  /** An unsubscribe's address and language as JSON; none for a lead (read from the lead row). */
  payload: string | null;
  status: CrmDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  unknown_outcome: ColumnType<boolean | number, boolean | undefined, boolean>;
  last_error: string | null;
  /** The CRM's short answer once delivered (its contact id). */
  answer: string | null;
  delivered_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A target whose CRM refused us (wrong credentials, quota): nothing goes to it until `paused_until`. */
export interface CrmPauseTable {
  target: string;
  paused_until: Timestamp;
  reason: string;
}

export interface CrmTables {
  crm_delivery: CrmDeliveryTable;
  crm_pause: CrmPauseTable;
}
