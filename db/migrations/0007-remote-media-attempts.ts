import { type Kysely, sql } from "kysely";

// docs/requirements.md §11 "Files": a photo or document URL that keeps failing (a host that never answers, a refused
// address) is not tried on every import. One row per URL that failed: how many times in a row, when
// last, and when it may be tried again (an exponential delay, capped at a day). A success deletes it.
// The attachments still waiting for their file are found by URL (linking a fetched file to them,
// forgetting the attempts nobody waits for): a partial index keeps that from reading every attachment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("remote_media_attempt")
    .addColumn("url", "varchar(1000)", (col) => col.primaryKey())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("last_attempt_at", "timestamptz", (col) => col.notNull())
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull())
    .addColumn("last_error", "varchar(500)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("attachment_pending_url_idx")
    .on("attachment")
    .column("url")
    .where(sql.ref("media_file_id"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("attachment_pending_url_idx").execute();
  await db.schema.dropTable("remote_media_attempt").execute();
}
