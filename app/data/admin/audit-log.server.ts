import type { ExpressionBuilder, Kysely } from "kysely";
import { optional, parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type AuditEntry, type AuditFilter, auditPeriod } from "#app/model/admin/audit-log.ts";
import { deskPageSize, type ListPage } from "#app/model/admin/url-filter.ts";

// docs/requirements.md §17 "Audit log": what the desk reads of `staff_audit` (written by
// staff-audit.server.ts), and the one deletion there is, retention's. The database itself refuses any
// other change (migration 0032, ADR 055).

type Audit = ExpressionBuilder<Database, "staff_audit">;

function matching(filter: AuditFilter) {
  const { since, before } = auditPeriod(filter);
  return (eb: Audit) => {
    const conditions = [];
    if (filter.staff !== undefined) conditions.push(eb("staff_audit.staff_id", "=", filter.staff));
    if (filter.action !== undefined) conditions.push(eb("staff_audit.action", "=", filter.action));
    if (filter.kind !== undefined) conditions.push(eb("staff_audit.object_kind", "=", filter.kind));
    if (filter.object !== undefined)
      conditions.push(eb("staff_audit.object_id", "=", filter.object));
    if (since) conditions.push(eb("staff_audit.created_at", ">=", since));
    if (before) conditions.push(eb("staff_audit.created_at", "<", before));
    return eb.and(conditions);
  };
}

/** A page of the entries the filter keeps, newest first. */
export async function listStaffAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
): Promise<ListPage<AuditEntry>> {
  const page = filter.page ?? 1;
  const [rows, count] = await Promise.all([
    db
      .selectFrom("staff_audit")
      .leftJoin("staff_account as s", "s.id", "staff_audit.staff_id")
      .select([
        "staff_audit.id",
        "staff_audit.created_at",
        "staff_audit.staff_id",
        "s.name",
        "s.email",
        "staff_audit.action",
        "staff_audit.object_kind",
        "staff_audit.object_id",
        "staff_audit.detail",
        "staff_audit.client_address",
      ])
      .where(matching(filter))
      .orderBy("staff_audit.created_at", "desc")
      .orderBy("staff_audit.id", "desc")
      .limit(deskPageSize)
      .offset((page - 1) * deskPageSize)
      .execute(),
    db
      .selectFrom("staff_audit")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(matching(filter))
      .executeTakeFirstOrThrow(),
  ]);
  const entries = rows.map(
    (row): AuditEntry => ({
      id: Number(row.id),
      at: new Date(row.created_at),
      staff:
        row.staff_id === null || row.email === null
          ? undefined
          : { id: Number(row.staff_id), name: optional(row.name), email: row.email },
      action: row.action,
      object:
        row.object_kind === null ? undefined : { kind: row.object_kind, id: row.object_id ?? "" },
      detail: row.detail === null ? undefined : parseJsonObject(row.detail),
      clientAddress: row.client_address,
    }),
  );
  return { rows: entries, total: Number(count.n), page, pageSize: deskPageSize };
}

/** Every action the log holds, for the filter's choices beside the ones written today. */
export async function auditActions(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("staff_audit")
    .select("action")
    .distinct()
    .orderBy("action")
    .execute();
  return rows.map((row) => row.action);
}

/** Retention (ADR 055): deletes the entries written before `cutoff`; answers how many. */
export async function deleteStaffAuditBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("staff_audit")
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
