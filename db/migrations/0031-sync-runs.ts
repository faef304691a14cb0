import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §17 (the desk's CRM sync page, ADR 054): every CRM sync run that got the lock,
// whoever started it (the server's schedule, a staff member, `npm run sync`), with what it did or why it
// failed. A run still `running` when the next one takes the lock was cut short (a crash): that run marks it
// `interrupted`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sync_run")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("trigger", "varchar(16)", (col) =>
      col.notNull().check(sql`trigger in ('schedule', 'staff', 'command')`),
    )
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("status", "varchar(16)", (col) =>
      col.notNull().check(sql`status in ('running', 'done', 'failed', 'interrupted')`),
    )
    .addColumn("started_at", "timestamptz", (col) => col.notNull())
    .addColumn("ended_at", "timestamptz")
    .addColumn("pages", "integer")
    .addColumn("created", "integer")
    .addColumn("updated", "integer")
    .addColumn("withdrawn", "integer")
    .addColumn("error_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("failed_page", "text")
    .addColumn("errors", "text")
    .execute();
  await db.schema.createIndex("sync_run_started_idx").on("sync_run").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sync_run").execute();
}
