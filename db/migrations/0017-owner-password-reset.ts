import type { Kysely } from "kysely";

// docs/requirements.md §15 "forgotten password": a single-use link, valid one hour. Only the SHA-256 of its token is
// kept; a used or expired row stays until the owner's next reset or a new password clears them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("owner_password_reset")
    .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
    .addColumn("owner_id", "integer", (col) =>
      col.notNull().references("owner.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("owner_password_reset_owner_idx")
    .on("owner_password_reset")
    .column("owner_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("owner_password_reset").execute();
}
