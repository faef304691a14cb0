import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// docs/requirements.md §17, ADR 056: what the desk edits is a document (a settings group, a page, a
// collection's item, a standalone text) named by its kind and key. An edit is a draft, one per document,
// shared by the staff; a publish writes the live tables and appends a numbered revision, so history,
// comparing and restoring read this table, never the live ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_draft")
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("key", "varchar(120)", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("base_revision", "integer")
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("updated_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_draft_pk", ["kind", "key"])
    .execute();
  await db.schema
    .createTable("content_revision")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("kind", "varchar(32)", (col) => col.notNull())
    .addColumn("key", "varchar(120)", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull().check(sql`number > 0`))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("published_at", "timestamptz", (col) => col.notNull())
    .addUniqueConstraint("content_revision_number_uq", ["kind", "key", "number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_revision").execute();
  await db.schema.dropTable("content_draft").execute();
}
