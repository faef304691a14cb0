import type { Kysely } from "kysely";

// ADR 037: the property views the server has seen in the last 30 minutes, one row per client
// (address and browser) and property, so that a view counts once however often the beacon is sent.
// `visitor` is a keyed hash of the three, never the address itself; a row goes once `expires_at`
// (milliseconds since 1970) has passed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_view_sighting")
    .addColumn("visitor", "varchar(64)", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("page_view_sighting_expires_idx")
    .on("page_view_sighting")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_view_sighting").execute();
}
