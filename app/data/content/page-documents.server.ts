import type { Kysely } from "kysely";
import { afterOwnIds } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { menuPageParamsSchema } from "#app/model/content/menu-page.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { bumpContentVersion } from "./content-version.server.ts";
import { menuPageRow, moduleOfRow, pageFieldsOfRow, readRelations } from "./page-rows.server.ts";

// A menu page as one document of the desk (ADR 062): its menu_page row and its page_module rows, read
// and written together.

/** Every page's id, in the order they were made (parents before the children added after them). */
export async function readPageIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom("menu_page").select("id").orderBy("id").execute();
  return rows.map((row) => row.id);
}

export async function readPageDocument(
  db: Kysely<Database>,
  id: number,
): Promise<PageDocument | undefined> {
  const [row, modules, relations] = await Promise.all([
    db.selectFrom("menu_page").selectAll().where("id", "=", id).executeTakeFirst(),
    db
      .selectFrom("page_module")
      .selectAll()
      .where("page_id", "=", id)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    readRelations(db),
  ]);
  if (!row) return undefined;
  return {
    ...pageFieldsOfRow(row),
    modules: modules.map((m) => moduleOfRow(m, relations)),
    parent: row.parent_id,
  };
}

/** Where each page sits: what its URLs are made of (app/routing/menu-urls.ts). */
export async function readPagePlaces(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("menu_page")
    .select(["id", "parent_id", "path", "status", "params"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    parent: row.parent_id,
    path: row.path,
    slugs: menuPageParamsSchema.parse(JSON.parse(row.params)).slugs,
    visible: row.status === "published",
  }));
}

export type PageWrite = "written" | { unknownModules: number[] };

/**
 * Replaces a page's row and its modules, and changes the content version. A module pointing to an
 * article or category that does not exist (by key) writes nothing: the indexes of those modules.
 */
export async function writePageDocument(
  db: Kysely<Database>,
  id: number,
  page: PageDocument,
  now: Date,
): Promise<PageWrite> {
  const { idOf } = await readRelations(db);
  const relationIds = page.modules.map(({ relation }) =>
    relation.key !== undefined && (relation.type === "article" || relation.type === "category")
      ? idOf.get(`${relation.type}/${relation.key}`)
      : null,
  );
  const unknownModules = relationIds.flatMap((found, index) =>
    found === undefined ? [index] : [],
  );
  if (unknownModules.length > 0) return { unknownModules };
  await db
    .updateTable("menu_page")
    .set(menuPageRow(page, page.parent, now))
    .where("id", "=", id)
    .execute();
  await db.deleteFrom("page_module").where("page_id", "=", id).execute();
  if (page.modules.length > 0)
    await db
      .insertInto("page_module")
      .values(
        page.modules.map((module, index) => ({
          page_id: id,
          status: module.status,
          sort: module.sort,
          view: module.view,
          relation_type: module.relation.type,
          relation_id: relationIds[index] ?? null,
          settings: JSON.stringify(module.settings),
        })),
      )
      .execute();
  await bumpContentVersion(db);
  return "written";
}

/**
 * A new page's row, hidden and at the top of the menu with no module (ADR 062): nothing a visitor sees
 * changes, so the content version stays. Its draft holds where it goes and what it shows.
 */
export async function insertHiddenPage(
  db: Kysely<Database>,
  page: PageDocument,
  now: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("menu_page")
    .values({ ...menuPageRow({ ...page, status: "draft" }, null, now), created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A page a site file names that the database lacks (ADR 062, amended): a hidden row with the file's id,
 * under `parentId` (null at the top), without modules, as a new page of the desk is; the import then
 * publishes the file's page over it. PostgreSQL's id sequence is moved past it, so that the desk's next
 * new page takes a free id (SQLite takes the largest id plus one by itself).
 */
export async function insertHiddenPageWithId(
  db: Kysely<Database>,
  id: number,
  page: PageDocument,
  parentId: number | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto("menu_page")
    .values({ ...menuPageRow({ ...page, status: "draft" }, parentId, now), id, created_at: now })
    .execute();
  await afterOwnIds(db, "menu_page");
}
