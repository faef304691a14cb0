import type { Kysely } from "kysely";

// docs/requirements.md §12 "similar properties": every property page looks for offers of its goal and type, on offer,
// priced near its own (app/data/catalogue/similar-offers.server.ts). With this index that reads the few
// candidates of one type and goal in price order, not every property of the type (10,000 properties).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("property_similar_idx")
    .on("property")
    .columns(["web_id", "goal", "status", "price"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("property_similar_idx").execute();
}
