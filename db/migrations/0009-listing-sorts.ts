import { type Kysely, sql } from "kysely";

// docs/requirements.md §12 listings: a page of a price or surface order reads one of these indexes in its order (forward
// or backward) from the goal on, instead of sorting every property of that goal. The expressions are
// those of app/data/catalogue/listing-page.server.ts (sortExpression), character for character apart
// from the table's alias: a hidden price (or 0) reads as 0 and sorts after every shown one.
const shown = "publish_price and price > 0";
const indexes = {
  property_price_asc_idx: `goal, (case when ${shown} then 0 else 1 end), (case when ${shown} then price else 0 end), id`,
  property_price_desc_idx: `goal, (case when ${shown} then 1 else 0 end), (case when ${shown} then price else 0 end), id`,
  property_surface_idx: `goal, (case when coalesce(surface_living, surface_ground) is null then 0 else 1 end), coalesce(surface_living, surface_ground, 0), id`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await sql.raw(`create index ${name} on property (${columns})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(indexes)) await db.schema.dropIndex(name).execute();
}
