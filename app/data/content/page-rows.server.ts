import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database } from "#app/data/schema.ts";
import {
  type MenuPage,
  menuPageParamsSchema,
  moduleSettingsSchema,
} from "#app/model/content/menu-page.ts";
import type { MenuPageTable, PageModuleTable } from "./schema.ts";

// Rows of menu_page and page_module as content objects, shared by the public reader and the desk's page
// documents (ADR 062). A module names the article or category it shows by key; the rows hold its id.

type Module = MenuPage["modules"][number];

/** The articles and categories a module may point to, both ways: `type/id` to key, `type/key` to id. */
export async function readRelations(db: Kysely<Database>) {
  const [categories, articles] = await Promise.all([
    db.selectFrom("category").select(["id", "key"]).execute(),
    db.selectFrom("article").select(["id", "key"]).execute(),
  ]);
  const rows = [
    ...categories.map((c) => ({ type: "category", id: c.id, key: c.key })),
    ...articles.map((a) => ({ type: "article", id: a.id, key: a.key ?? undefined })),
  ];
  return {
    keyOf: new Map(rows.map((r) => [`${r.type}/${r.id}`, r.key])),
    idOf: new Map(rows.flatMap((r) => (r.key ? [[`${r.type}/${r.key}`, r.id] as const] : []))),
  };
}

export type Relations = Awaited<ReturnType<typeof readRelations>>;

export function moduleOfRow(row: Selectable<PageModuleTable>, { keyOf }: Relations): Module {
  return {
    status: row.status === "published" ? "published" : "draft",
    sort: row.sort,
    view: row.view as Module["view"],
    relation: {
      type: row.relation_type as Module["relation"]["type"],
      ...(row.relation_id !== null
        ? { key: keyOf.get(`${row.relation_type}/${row.relation_id}`) }
        : {}),
    },
    settings: moduleSettingsSchema.parse(JSON.parse(row.settings)),
  };
}

export function pageFieldsOfRow(row: Selectable<Database["menu_page"]>) {
  return {
    name: row.name,
    path: row.path,
    status: row.status === "published" ? ("published" as const) : ("draft" as const),
    sort: row.sort,
    params: menuPageParamsSchema.parse(JSON.parse(row.params)),
  };
}

/** A page's row as written (the demo's loader, the desk's new and published pages). */
export function menuPageRow(
  page: Pick<MenuPage, "name" | "path" | "status" | "sort" | "params">,
  parentId: number | null,
  now: Date,
): Omit<Insertable<MenuPageTable>, "created_at"> {
  return {
    parent_id: parentId,
    name: page.name,
    path: page.path,
    status: page.status,
    sort: page.sort,
    params: JSON.stringify(page.params),
    updated_at: now,
  };
}
