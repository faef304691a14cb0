import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// Properties, projects, their types, cities and attachments (docs/requirements.md §3). Columns hold what is searched,
// sorted or joined; the many display-only attribute groups live in `details`, a JSON document validated
// by a zod schema when written and read (ADR 005). Texts per language live in *_translation tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("property_type")
    .addColumn("web_id", "integer", (col) => col.primaryKey())
    .addColumn("show_order", "integer", (col) => col.notNull())
    .addColumn("for_sale", "boolean", (col) => col.notNull())
    .addColumn("for_rent", "boolean", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("property_type_name")
    .addColumn("web_id", "integer", (col) =>
      col.notNull().references("property_type.web_id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addPrimaryKeyConstraint("property_type_name_pk", ["web_id", "language"])
    .execute();

  await db.schema
    .createTable("city")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("country_id", "integer", (col) => col.notNull())
    .addColumn("zip", "varchar(10)", (col) => col.notNull())
    // Identifies the locality within its postal code: several share one code in Belgium.
    .addColumn("slug", "varchar(100)", (col) => col.notNull())
    .addUniqueConstraint("city_locality_unique", ["country_id", "zip", "slug"])
    .execute();
  await db.schema
    .createTable("city_name")
    .addColumn("city_id", "integer", (col) =>
      col.notNull().references("city.id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addPrimaryKeyConstraint("city_name_pk", ["city_id", "language"])
    .execute();

  await db.schema
    .createTable("project")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("goal", "varchar(4)")
    .addColumn("web_id", "integer")
    .addColumn("street", "varchar(200)")
    .addColumn("house_number", "varchar(20)")
    .addColumn("box_number", "varchar(20)")
    .addColumn("city_id", "integer", (col) => col.notNull().references("city.id"))
    .addColumn("publish_address", "boolean", (col) => col.notNull())
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("external_url", "varchar(500)")
    .addColumn("price_min", "integer")
    .addColumn("price_max", "integer")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint("project_status_check", sql`status in ('available', 'withdrawn')`)
    .execute();
  await db.schema
    .createTable("project_translation")
    .addColumn("project_id", "integer", (col) =>
      col.notNull().references("project.id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("name", "varchar(300)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("project_translation_pk", ["project_id", "language"])
    .execute();

  await db.schema
    .createTable("property")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("goal", "varchar(4)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) => col.notNull())
    .addColumn("web_id", "integer", (col) => col.notNull())
    .addColumn("price", "integer")
    .addColumn("publish_price", "boolean", (col) => col.notNull())
    .addColumn("price_unit", "integer")
    .addColumn("marquee", "integer", (col) => col.notNull())
    .addColumn("street", "varchar(200)")
    .addColumn("house_number", "varchar(20)")
    .addColumn("box_number", "varchar(20)")
    .addColumn("city_id", "integer", (col) => col.notNull().references("city.id"))
    .addColumn("publish_address", "boolean", (col) => col.notNull())
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("epc_value", "double precision")
    .addColumn("epc_not_applicable", "boolean", (col) => col.notNull())
    .addColumn("bedrooms", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("surface_living", "double precision")
    .addColumn("surface_ground", "double precision")
    .addColumn("project_id", "integer", (col) => col.references("project.id").onDelete("set null"))
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addCheckConstraint("property_goal_check", sql`goal in ('sale', 'rent')`)
    .addCheckConstraint(
      "property_status_check",
      sql`status in ('available', 'option', 'sold', 'rented', 'withdrawn')`,
    )
    .addCheckConstraint("property_marquee_check", sql`marquee between 0 and 4`)
    .execute();
  // The listing query: one goal, published statuses, newest first; then city, type and project filters.
  await db.schema
    .createIndex("property_listing_idx")
    .on("property")
    .columns(["goal", "status", "updated_at"])
    .execute();
  await db.schema.createIndex("property_city_idx").on("property").column("city_id").execute();
  await db.schema.createIndex("property_type_idx").on("property").column("web_id").execute();
  await db.schema.createIndex("property_project_idx").on("property").column("project_id").execute();
  await db.schema
    .createTable("property_translation")
    .addColumn("property_id", "integer", (col) =>
      col.notNull().references("property.id").onDelete("cascade"),
    )
    .addColumn("language", "varchar(2)", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("marquee_name", "varchar(100)")
    .addColumn("epc_label_text", "varchar(100)")
    .addColumn("price_unit_text", "varchar(100)")
    .addColumn("details", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("property_translation_pk", ["property_id", "language"])
    .execute();
  await db.schema
    .createTable("property_extra_type")
    .addColumn("property_id", "integer", (col) =>
      col.notNull().references("property.id").onDelete("cascade"),
    )
    .addColumn("web_id", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("property_extra_type_pk", ["property_id", "web_id"])
    .execute();

  // Original files, stored once by content hash; variants are made from them on demand.
  await db.schema
    .createTable("media_file")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("sha256", "char(64)", (col) => col.notNull().unique())
    .addColumn("mime_type", "varchar(100)", (col) => col.notNull())
    .addColumn("bytes", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "media_file",
    "property_extra_type",
    "property_translation",
    "property",
    "project_translation",
    "project",
    "city_name",
    "city",
    "property_type_name",
    "property_type",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
