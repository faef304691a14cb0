import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §14 "Leads that are never lost" (ADR 022): a lead and every mail it causes are written in one
// transaction before the visitor gets an answer; the mail worker sends the queued messages later.
// The message id is the idempotency key (the Message-ID header): a resend after a crash between send
// and mark is the same message. Indexes: the worker's due messages, and the retention's old leads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("form", "varchar(40)", (col) => col.notNull())
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("property_id", "integer")
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("source", "text")
    .addColumn("verified", "boolean", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_created_at_idx").on("lead").column("created_at").execute();
  await db.schema
    .createTable("outbox_message")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("lead_id", "integer", (col) =>
      col.notNull().references("lead.id").onDelete("cascade"),
    )
    .addColumn("kind", "varchar(40)", (col) => col.notNull())
    .addColumn("message_id", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("from_address", "varchar(400)", (col) => col.notNull())
    .addColumn("to_address", "varchar(400)", (col) => col.notNull())
    .addColumn("reply_to", "varchar(400)")
    .addColumn("subject", "varchar(300)", (col) => col.notNull())
    .addColumn("html", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("last_error", "varchar(500)")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("sent_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("outbox_message_due_idx")
    .on("outbox_message")
    .column("next_attempt_at")
    .where(sql.ref("status"), "=", "queued")
    .execute();
  await db.schema
    .createIndex("outbox_message_lead_idx")
    .on("outbox_message")
    .column("lead_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox_message").execute();
  await db.schema.dropTable("lead").execute();
}
