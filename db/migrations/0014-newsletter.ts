import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §14 "newsletter sign-up, double opt-in, unsubscribe" (ADR 027): one row per address. A sign-up
// stores it as pending with the hash of a confirmation token (valid 7 days); the link in the mail
// confirms it. The unsubscribe token is kept as such: every newsletter mail must carry its link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) =>
      col.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn("confirm_hash", "varchar(64)")
    .addColumn("confirm_expires_at", "timestamptz")
    .addColumn("unsubscribe_token", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("confirmed_at", "timestamptz")
    .addColumn("unsubscribed_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("newsletter_subscriber_confirm_idx")
    .on("newsletter_subscriber")
    .column("confirm_hash")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_subscriber").execute();
}
