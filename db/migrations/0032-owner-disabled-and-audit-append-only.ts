import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";

// docs/requirements.md §17 (the staff desk), ADR 055. An owner account can be disabled from the desk
// (`disabled_at`): a disabled owner logs in no more and their sessions end at once. The staff audit log
// (migration 0025) is append-only in the database itself, whatever program writes to it: no row is ever
// updated, and no row younger than 24 months is deleted; only retention removes the older ones.
const refusal = "staff_audit is append-only: rows are never updated, nor deleted before 24 months";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("owner").addColumn("disabled_at", "timestamptz").execute();
  if (isPostgres(db)) {
    await sql
      .raw(`create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'TRUNCATE') or old.created_at > now() - interval '24 months' then
    raise exception '${refusal}' using errcode = 'integrity_constraint_violation';
  end if;
  return old;
end $$`)
      .execute(db);
    await sql`create trigger staff_audit_append_only before update or delete on staff_audit
      for each row execute function staff_audit_append_only()`.execute(db);
    // A TRUNCATE fires no row trigger: refused on its own.
    await sql`create trigger staff_audit_no_truncate before truncate on staff_audit
      for each statement execute function staff_audit_append_only()`.execute(db);
    return;
  }
  await sql
    .raw(`create trigger staff_audit_no_update before update on staff_audit
begin select raise(abort, '${refusal}'); end`)
    .execute(db);
  // Timestamps are ISO text in SQLite (the driver writes Date.toISOString()), so they compare as text.
  await sql
    .raw(`create trigger staff_audit_no_early_delete before delete on staff_audit
when old.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-24 months')
begin select raise(abort, '${refusal}'); end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger staff_audit_no_truncate on staff_audit`.execute(db);
    await sql`drop trigger staff_audit_append_only on staff_audit`.execute(db);
    await sql`drop function staff_audit_append_only()`.execute(db);
  } else {
    await sql`drop trigger staff_audit_no_early_delete`.execute(db);
    await sql`drop trigger staff_audit_no_update`.execute(db);
  }
  await db.schema.alterTable("owner").dropColumn("disabled_at").execute();
}
