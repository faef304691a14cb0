import type { Kysely } from "kysely";
import { appendStaffAudit, type StaffAuditEntry } from "#app/data/admin/staff-audit.server.ts";
import type { Database } from "#app/data/schema.ts";

// docs/requirements.md §17: every staff action is in the audit log, with who, when and from where.

/** A staff action's facts: the database, who acts, from which address, and when. */
export interface StaffAct {
  db: Kysely<Database>;
  /** The logged-in member who acts. */
  actorId: number;
  clientAddress: string;
  now: Date;
}

/** Appends the act's audit entry: its action, the object and a detail without personal data. */
export function auditAct(
  { db, actorId, clientAddress, now }: StaffAct,
  entry: Pick<StaffAuditEntry, "action" | "object" | "detail">,
): Promise<void> {
  return appendStaffAudit(db, { ...entry, staffId: actorId, clientAddress }, now);
}

/** The audit object of an action on a staff member. */
export const staffObject = (id: number) => ({ kind: "staff", id });
