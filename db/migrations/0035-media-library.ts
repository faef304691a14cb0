import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// Issue 27 "Media library", ADR 059: the files the agency uploaded at the desk, each one stored file
// (media_file, kept once by its content) with what the desk knows of it: its kind, the name it was
// uploaded under, its alternative text per language (JSON) and who uploaded it. A file is in the
// library once: a second upload of the same content finds the first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_item")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("media_file_id", "integer", (col) =>
      col.notNull().unique().references("media_file.id"),
    )
    .addColumn("kind", "varchar(8)", (col) =>
      col.notNull().check(sql`kind in ('image', 'pdf', 'video')`),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("media_item_kind_created_idx")
    .on("media_item")
    .columns(["kind", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_item").execute();
}
