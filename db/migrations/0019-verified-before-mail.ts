import type { Kysely } from "kysely";

// docs/requirements.md §16 "verified before mail" (ADR 034). A lead sent without a solved captcha keeps the mails to
// the address its visitor typed in the outbox as `held` (a status the worker does not claim) until
// the visitor follows the link of one short "confirm your request" mail: the lead keeps that link's
// token as a SHA-256 with its expiry. A burst of mails to new recipients pauses every mail to a typed
// address: `mail_recipient` remembers each address the site ever queued a mail to (as a keyed hash,
// with when), `mail_pause` is the one row of a pause under way (mails queued meanwhile are `paused`).
// Times of the two new tables are milliseconds since 1970 (bigint): compared, never shown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead").addColumn("confirm_hash", "varchar(64)").execute();
  await db.schema.alterTable("lead").addColumn("confirm_expires_at", "timestamptz").execute();
  await db.schema.createIndex("lead_confirm_hash_idx").on("lead").column("confirm_hash").execute();
  await db.schema
    .createTable("mail_recipient")
    .addColumn("address_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("first_mailed_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("mail_recipient_first_idx")
    .on("mail_recipient")
    .column("first_mailed_at")
    .execute();
  await db.schema
    .createTable("mail_pause")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("started_at", "bigint", (col) => col.notNull())
    .addColumn("quiet_until", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_pause").execute();
  await db.schema.dropTable("mail_recipient").execute();
  await db.schema.dropIndex("lead_confirm_hash_idx").execute();
  await db.schema.alterTable("lead").dropColumn("confirm_expires_at").execute();
  await db.schema.alterTable("lead").dropColumn("confirm_hash").execute();
}
