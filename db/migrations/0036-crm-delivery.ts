import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// Issue 28 "Deliver", ADR 064: the CRM queue beside the mail outbox. One row per lead (or demand-register
// unsubscribe) and CRM target, written in the lead's transaction; the CRM worker claims the due rows, sends
// them and records the outcome. A target whose CRM refused our credentials pauses as a whole (crm_pause).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("crm_delivery")
    .addColumn("id", "integer", generatedId(db))
    // No foreign key: a lead's deliveries are deleted with it by the retention (deleteLeadsBefore), as its mails.
    .addColumn("lead_id", "integer")
    .addColumn("target", "varchar(16)", (col) => col.notNull())
    .addColumn("kind", "varchar(16)", (col) =>
      col.notNull().check(sql`kind in ('lead', 'unsubscribe')`),
    )
    // What a delivery without a lead sends (an unsubscribe's address and language), as JSON.
    .addColumn("payload", "text")
    .addColumn("status", "varchar(16)", (col) =>
      col.notNull().check(sql`status in ('held', 'waiting', 'retrying', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull())
    // True once an attempt ended without knowing whether the CRM took it (a time-out after sending).
    .addColumn("unknown_outcome", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("last_error", "text")
    .addColumn("answer", "text")
    .addColumn("delivered_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("crm_delivery_due_idx")
    .on("crm_delivery")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("crm_delivery_lead_idx")
    .on("crm_delivery")
    .column("lead_id")
    .execute();
  await db.schema
    .createTable("crm_pause")
    .addColumn("target", "varchar(16)", (col) => col.primaryKey())
    .addColumn("paused_until", "timestamptz", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("crm_pause").execute();
  await db.schema.dropTable("crm_delivery").execute();
}
