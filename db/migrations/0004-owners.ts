import type { Kysely } from "kysely";
import { generatedId } from "./dialect.ts";

// Owners and what the owner portal shows them (docs/requirements.md §3 Owner portal tables, §6): page views,
// communications, online media and calendar visits per property.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("owner")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
    .addColumn("username", "varchar(100)", (col) => col.unique())
    .addColumn("password_hash", "varchar(300)", (col) => col.notNull())
    .addColumn("display_name", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("last_login_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("owner_property")
    .addColumn("owner_id", "integer", (col) =>
      col.notNull().references("owner.id").onDelete("cascade"),
    )
    .addColumn("property_id", "integer", (col) =>
      col.notNull().references("property.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("owner_property_pk", ["owner_id", "property_id"])
    .execute();

  await db.schema
    .createTable("page_view")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("property_id", "integer", (col) =>
      col.notNull().references("property.id").onDelete("cascade"),
    )
    .addColumn("viewed_at", "timestamptz", (col) => col.notNull())
    .addColumn("source", "varchar(50)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("page_view_property_idx")
    .on("page_view")
    .columns(["property_id", "viewed_at"])
    .execute();

  // Communications, online media and calendar visits share one shape in the portal's history tables.
  for (const [table, at] of [
    ["communication", "occurred_at"],
    ["online_medium", "published_at"],
    ["calendar_visit", "starts_at"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("id", "integer", generatedId(db))
      .addColumn("property_id", "integer", (col) =>
        col.notNull().references("property.id").onDelete("cascade"),
      )
      .addColumn(at, "timestamptz", (col) => col.notNull())
      .addColumn("type", "varchar(50)", (col) => col.notNull())
      .addColumn("contact", "varchar(200)", (col) => col.notNull())
      .addColumn("subject", "varchar(300)", (col) => col.notNull())
      .addColumn("comment", "text", (col) => col.notNull())
      .addColumn("status", "varchar(30)", (col) => col.notNull())
      .addColumn("source", "varchar(100)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex(`${table}_property_idx`)
      .on(table)
      .columns(["property_id", at])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "calendar_visit",
    "online_medium",
    "communication",
    "page_view",
    "owner_property",
    "owner",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
