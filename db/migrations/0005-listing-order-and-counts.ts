import { type Kysely, sql } from "kysely";

// docs/requirements.md §16: pages that list or count properties must not grow with the catalogue.
// - Listings sort on the newest first, then by id (docs/requirements.md §2 latest offers): two covering indexes walk
//   that order directly, over both goals or one, and carry the status so that the rows on offer are
//   picked without reading the table or sorting. They replace property_listing_idx (goal, status,
//   updated_at), whose status in second place made every listing sort all its rows.
// - property_count holds how many properties there are per goal, status, type and city, rewritten by
//   each import in its transaction (app/data/property-counts.server.ts), so that the stats and search
//   counts (docs/requirements.md §3 "Type entry in search data", "City entry") add up a few hundred rows instead of
//   grouping every property on each request. Which statuses count as on offer is decided when reading.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("property_listing_idx").execute();
  await db.schema
    .createIndex("property_recent_idx")
    .on("property")
    .columns(["updated_at", "id", "status"])
    .execute();
  await db.schema
    .createIndex("property_goal_recent_idx")
    .on("property")
    .columns(["goal", "updated_at", "id", "status"])
    .execute();
  await db.schema
    .createTable("property_count")
    .addColumn("goal", "varchar(4)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("web_id", "integer", (col) => col.notNull())
    .addColumn("city_id", "integer", (col) => col.notNull().references("city.id"))
    .addColumn("properties", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("property_count_pk", ["goal", "status", "web_id", "city_id"])
    .execute();
  // The properties already imported. Written out here rather than calling the import's recount, so that
  // this migration keeps doing what it did when the application code changes.
  await sql`insert into property_count (goal, status, web_id, city_id, properties)
    select goal, status, web_id, city_id, count(*) from property
    group by goal, status, web_id, city_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("property_count").execute();
  await db.schema.dropIndex("property_goal_recent_idx").execute();
  await db.schema.dropIndex("property_recent_idx").execute();
  await db.schema
    .createIndex("property_listing_idx")
    .on("property")
    .columns(["goal", "status", "updated_at"])
    .execute();
}
