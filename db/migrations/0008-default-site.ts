import type { Generated, Kysely } from "kysely";
import { articles, categories, pages, type Text, type Texts } from "./0008-default-site-content.ts";

// docs/requirements.md §11 "A site from an import alone" (ADR 013): a database that holds no menu page gets the default
// site once, so that `npm run db:migrate` then `npm run import` give a working site without the demo:
// the menu pages of docs/requirements.md §2 "Menu pages (configured, all status Published)" with their modules, the
// categories those modules show, and the standalone texts the site links to (about us, disclaimer,
// cookie policy, privacy statement), in en, nl, fr and de. What it writes is spelled out beside it
// (0008-default-site-content.ts), not taken from the application code, so that this migration keeps
// doing what it did (as 0005 does). It runs once per database: a page the agency later deletes or
// changes is never written again.

interface DefaultSiteTables {
  category: { id: Generated<number>; parent_id: number | null; key: string; sort: number };
  category_name: { category_id: number; language: string; name: string };
  article: {
    id: Generated<number>;
    key: string;
    category_id: number;
    status: string;
    sort: number;
    image_id: number | null;
    details: string;
    published_at: Date | null;
    created_at: Date;
    updated_at: Date;
  };
  article_translation: {
    article_id: number;
    language: string;
    slug: string;
    title: string;
    summary: string;
    body: string;
  };
  menu_page: {
    id: Generated<number>;
    parent_id: number | null;
    name: string;
    path: string;
    status: string;
    sort: number;
    params: string;
    created_at: Date;
    updated_at: Date;
  };
  page_module: {
    page_id: number;
    status: string;
    sort: number;
    view: string;
    relation_type: string;
    relation_id: number | null;
    settings: string;
  };
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as Kysely<DefaultSiteTables>;
  const existing = await db.selectFrom("menu_page").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const now = new Date();
  const categoryIds = new Map<string, number>();
  for (const [sort, [key, names]] of categories.entries()) {
    categoryIds.set(key, await categoryId(db, key, sort, names));
  }
  const articleIds = new Map<string, number>();
  for (const [sort, { key, texts }] of articles.entries()) {
    const found = await db
      .selectFrom("article")
      .select("id")
      .where("key", "=", key)
      .executeTakeFirst();
    articleIds.set(key, found?.id ?? (await insertArticle(db, key, sort, texts, categoryIds, now)));
  }
  for (const [sort, [name, path, title, modules]] of pages.entries()) {
    const { id } = await db
      .insertInto("menu_page")
      .values({
        parent_id: null,
        name,
        path,
        status: "published",
        sort,
        params: JSON.stringify({ title }),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("page_module")
      .values(
        modules.map(([view, relation, key, settings], moduleSort) => ({
          page_id: id,
          status: "published",
          sort: moduleSort,
          view,
          relation_type: relation,
          relation_id:
            key === null
              ? null
              : ((relation === "article" ? articleIds : categoryIds).get(key) ?? null),
          settings: JSON.stringify(settings),
        })),
      )
      .execute();
  }
}

// The default site is the agency's content from then on: undoing this migration leaves it in place.
export async function down(): Promise<void> {}

async function categoryId(
  db: Kysely<DefaultSiteTables>,
  key: string,
  sort: number,
  names: Texts,
): Promise<number> {
  const found = await db
    .selectFrom("category")
    .select("id")
    .where("key", "=", key)
    .executeTakeFirst();
  if (found) return found.id;
  const { id } = await db
    .insertInto("category")
    .values({ parent_id: null, key, sort })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("category_name")
    .values(Object.entries(names).map(([language, name]) => ({ category_id: id, language, name })))
    .execute();
  return id;
}

async function insertArticle(
  db: Kysely<DefaultSiteTables>,
  key: string,
  sort: number,
  texts: Record<keyof Texts, Text>,
  categoryIds: Map<string, number>,
  now: Date,
): Promise<number> {
  const pagesCategory = categoryIds.get("pages");
  if (pagesCategory === undefined) throw new Error("the pages category is missing");
  const { id } = await db
    .insertInto("article")
    .values({
      key,
      category_id: pagesCategory,
      status: "published",
      sort,
      image_id: null,
      details: "{}",
      published_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("article_translation")
    .values(
      Object.entries(texts).map(([language, { slug, title, body }]) => ({
        article_id: id,
        language,
        slug,
        title,
        summary: body,
        body: `<p>${body}</p>`,
      })),
    )
    .execute();
  return id;
}
