import type { Kysely } from "kysely";

// Issue 11 "Files": a photo or document URL that keeps failing (a host that never answers, a refused
// address) is not tried on every import. One row per URL that failed: how many times in a row, when
// last, and when it may be tried again (an exponential delay, capped at a day). A success deletes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("remote_media_attempt")
    .addColumn("url", "varchar(1000)", (col) => col.primaryKey())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("last_attempt_at", "timestamptz", (col) => col.notNull())
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull())
    .addColumn("last_error", "varchar(500)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("remote_media_attempt").execute();
}
