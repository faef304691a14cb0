import type { Kysely } from "kysely";

// The first table: small JSON documents by key (the site name now, the site configuration later).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_setting")
    .addColumn("key", "varchar(100)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_setting").execute();
}
