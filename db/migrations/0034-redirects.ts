import { type Kysely, sql } from "kysely";
import { generatedId } from "./dialect.ts";

// Issue 27, ADR 057: the site's permanent redirects, old path to new. `from_path` is stored normalised
// (app/model/redirects/redirect-path.ts), so that one old address is one row; `to_path` is a site path or
// an absolute http(s) URL. `origin` says who wrote it: the agency's CSV of its previous website, the desk's
// form, or a page whose slug changed (written by the pages editor through services/admin/redirects).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("redirect")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("from_path", "text", (col) => col.notNull().unique())
    .addColumn("to_path", "text", (col) => col.notNull())
    .addColumn("origin", "varchar(8)", (col) =>
      col.notNull().check(sql`origin in ('import', 'desk', 'page')`),
    )
    .addColumn("staff_id", "integer", (col) =>
      col.references("staff_account.id").onDelete("set null"),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redirect").execute();
}
