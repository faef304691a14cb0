import { type Kysely, sql } from "kysely";

// docs/requirements.md §12 listing counts: a search by type, price, bedrooms, surface or text counts what it finds, per
// city and per type, in one pass over the goal's properties (app/data/catalogue/listing-page.server.ts).
// Each property now carries the languages it has a text in (one bit each, app/data/catalogue/
// property-text.server.ts), and this index holds every column those conditions and groups read, so
// the pass reads the index alone: no table row, no text looked up per property (at 10,000 properties
// 2 ms instead of 16, bench/README.md docs/requirements.md §12).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("property")
    .addColumn("text_languages", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update property set text_languages = (
      select coalesce(sum(case language when 'en' then 1 when 'nl' then 2 when 'fr' then 4 when 'de' then 8 else 0 end), 0)
      from property_translation as t where t.property_id = property.id
    )`.execute(db);
  await db.schema
    .createIndex("property_facet_idx")
    .on("property")
    .columns([
      "goal",
      "status",
      "text_languages",
      "city_id",
      "web_id",
      "bedrooms",
      "publish_price",
      "price",
      "surface_living",
      "surface_ground",
      "id",
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("property_facet_idx").execute();
  await db.schema.alterTable("property").dropColumn("text_languages").execute();
}
