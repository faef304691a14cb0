import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";

// The staff audit log (migration 0025, docs/requirements.md §17): every staff action appends one row.
// Nothing here changes or deletes a row; the desk only reads them.

export interface StaffAuditEntry {
  /** Who did it; undefined for a failed login with an unknown address. */
  staffId: number | undefined;
  /** What was done, one of the actions the audit log labels (audit-actions.ts). */
  action: StaffAuditAction;
  /** The object it was done to, by kind and id: never a name or an e-mail address. */
  object?: { kind: string; id: string | number } | undefined;
  /** What changed, short and without personal data (a status, a role, a count). */
  detail?: Record<string, string | number | boolean> | undefined;
  clientAddress: string;
}

/** The column's length (migration 0025): PostgreSQL refuses a longer text, SQLite would keep it. */
const objectIdLength = 64;

/** An object's id as stored: one longer than the column (a redirect's old path) cut, marked by "…". */
function objectId(id: string | number): string {
  const text = String(id);
  return text.length <= objectIdLength ? text : `${text.slice(0, objectIdLength - 1)}…`;
}

export async function appendStaffAudit(
  db: Kysely<Database>,
  entry: StaffAuditEntry,
  now: Date,
): Promise<void> {
  await db
    .insertInto("staff_audit")
    .values({
      staff_id: entry.staffId ?? null,
      action: entry.action,
      object_kind: entry.object?.kind ?? null,
      object_id: entry.object === undefined ? null : objectId(entry.object.id),
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
      client_address: entry.clientAddress,
      created_at: now,
    })
    .execute();
}
