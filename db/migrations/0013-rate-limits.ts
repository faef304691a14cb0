import type { Kysely } from "kysely";

// docs/requirements.md §14 "Abuse": what the lead forms' guard shares between servers (ADR 023), in the database so that
// several servers on PostgreSQL see the same counts and the same spent captcha solutions.
// - rate_limit: one counter per bucket (a hash of the form and the client address, never the address
//   itself) and fixed window, raised by an atomic upsert; rows past `expires_at` are deleted.
// - spent_challenge: the signature of every captcha challenge a form was sent with, until the challenge
//   expires, so that one solution buys one lead.
// - guard_secret: the HMAC key signing challenges and form times, generated on first use unless
//   CAPTCHA_HMAC_KEY sets it.
// Times are milliseconds since 1970 (bigint): compared, never shown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit")
    .addColumn("bucket", "varchar(64)", (col) => col.notNull())
    .addColumn("window_start", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limit_pkey", ["bucket", "window_start"])
    .execute();
  await db.schema
    .createIndex("rate_limit_expires_idx")
    .on("rate_limit")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("spent_challenge")
    .addColumn("signature", "varchar(128)", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("spent_challenge_expires_idx")
    .on("spent_challenge")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("guard_secret")
    .addColumn("name", "varchar(40)", (col) => col.primaryKey())
    .addColumn("value", "varchar(200)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("guard_secret").execute();
  await db.schema.dropTable("spent_challenge").execute();
  await db.schema.dropTable("rate_limit").execute();
}
