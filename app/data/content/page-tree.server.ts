import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { PageTreeRow } from "#app/model/admin/pages/page-tree.ts";
import { localizedText } from "#app/model/config/site-config.ts";
import { bumpContentVersion } from "./content-version.server.ts";

// The desk's pages tree (issue 27 "Pages and collections", ADR 062): every menu page, hidden ones too,
// with what the tree shows of it; its siblings in menu order for a move; its removal.

/** Every page with its place, its state and its titles (hidden pages too). */
export async function readPageTreeRows(db: Kysely<Database>): Promise<PageTreeRow[]> {
  const rows = await db
    .selectFrom("menu_page")
    .select(["id", "parent_id", "name", "path", "status", "sort", "params"])
    .execute();
  return rows.map((row) => {
    const params = JSON.parse(row.params) as { title?: unknown; slugs?: unknown };
    const titles = localizedText.safeParse(params.title);
    const slugs = localizedText.safeParse(params.slugs);
    return {
      id: row.id,
      parent: row.parent_id,
      name: row.name,
      path: row.path,
      visible: row.status === "published",
      sort: row.sort,
      titles: titles.success ? titles.data : {},
      slugs: slugs.success ? slugs.data : {},
    };
  });
}

/** A page's siblings (itself among them) in menu order, as the public menu sorts them; none if unknown. */
export async function readSiblingOrder(
  db: Kysely<Database>,
  id: number,
): Promise<{ id: number; sort: number }[] | undefined> {
  const page = await db
    .selectFrom("menu_page")
    .select("parent_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!page) return undefined;
  const parent = page.parent_id;
  return db
    .selectFrom("menu_page")
    .select(["id", "sort"])
    .where((eb) => (parent === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parent)))
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export type PageRemoval = "removed" | "unknown" | "has-children";

/**
 * Removes a page's row and its modules and changes the content version; refused while it has children
 * (the foreign key would remove them silently, ADR 062). Its revisions stay, by key.
 */
export async function removePageRow(db: Kysely<Database>, id: number): Promise<PageRemoval> {
  const child = await db
    .selectFrom("menu_page")
    .select("id")
    .where("parent_id", "=", id)
    .executeTakeFirst();
  if (child) return "has-children";
  await db.deleteFrom("page_module").where("page_id", "=", id).execute();
  const removed = await db.deleteFrom("menu_page").where("id", "=", id).executeTakeFirst();
  if (removed.numDeletedRows === 0n) return "unknown";
  await bumpContentVersion(db);
  return "removed";
}
