import type { Kysely } from "kysely";
import { afterOwnIds } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type CategoryKey, categoryKeys } from "#app/model/content/article.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import { articleRow } from "./article-documents.server.ts";
import { bumpContentVersion } from "./content-version.server.ts";

// A category's articles as the desk arranges them (ADR 063): new ones, their order, deletion.

/**
 * The category's id; a category of the site's list (article.ts categoryKeys) that no row holds yet is
 * made, empty, at its place in the list: a fresh site has only the default site's categories.
 */
export async function categoryIdOf(db: Kysely<Database>, key: CategoryKey): Promise<number> {
  const row = await db
    .selectFrom("category")
    .select("id")
    .where("key", "=", key)
    .executeTakeFirst();
  if (row) return row.id;
  const made = await db
    .insertInto("category")
    .values({ key, sort: categoryKeys.indexOf(key), parent_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return made.id;
}

/**
 * A new article's row, hidden and without texts (ADR 063): no visitor sees it, so the content version
 * stays. Its draft holds what it will show. A site file's article the site lacks is made with the
 * file's id (`fileId`) and key (ADR 063, amended), and the import publishes the file's article over
 * it; a key another article holds is not given (that publish then refuses the article's key).
 */
export async function insertHiddenArticle(
  db: Kysely<Database>,
  article: ArticleDocument,
  categoryId: number,
  now: Date,
  fileId?: number,
): Promise<number> {
  const taken =
    article.key !== undefined &&
    (await db.selectFrom("article").select("id").where("key", "=", article.key).executeTakeFirst());
  const row = {
    ...articleRow({ ...article, status: "draft", image: undefined }, categoryId, now),
    key: taken ? null : (article.key ?? null),
    created_at: now,
  };
  if (fileId === undefined) {
    const { id } = await db
      .insertInto("article")
      .values(row)
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }
  await db
    .insertInto("article")
    .values({ ...row, id: fileId })
    .execute();
  await afterOwnIds(db, "article");
  return fileId;
}

/** The next sort of a category: after its last article. */
export async function nextArticleSort(db: Kysely<Database>, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom("article")
    .select((eb) => eb.fn.max("sort").as("sort"))
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  return row?.sort === null || row?.sort === undefined ? 0 : Number(row.sort) + 1;
}

/** The category's articles in their order: ids with their stored sort. */
export async function readArticleOrder(
  db: Kysely<Database>,
  categoryKey: string,
): Promise<{ id: number; sort: number }[]> {
  return db
    .selectFrom("article as a")
    .innerJoin("category as c", "c.id", "a.category_id")
    .select(["a.id", "a.sort"])
    .where("c.key", "=", categoryKey)
    .orderBy("a.sort")
    .orderBy("a.id")
    .execute();
}

/** Whether a page module shows the article (then it cannot be deleted). */
export async function articleInModules(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("page_module")
    .select("id")
    .where("relation_type", "=", "article")
    .where("relation_id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the article's row; its texts and attachments go with it (foreign keys, migration 0003). */
export async function deleteArticleRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("article").where("id", "=", id).execute();
  await bumpContentVersion(db);
}

/**
 * A draft waiting while its article moved: it takes the new place and starts from the new revision, so
 * that publishing it later neither undoes the move nor is refused as stale (ADR 063).
 */
export async function moveDraftToRevision(
  db: Kysely<Database>,
  key: string,
  sort: number,
  revision: number,
): Promise<void> {
  const draft = await db
    .selectFrom("content_draft")
    .select("body")
    .where("kind", "=", "article")
    .where("key", "=", key)
    .executeTakeFirst();
  if (!draft) return;
  const body = { ...(JSON.parse(draft.body) as Record<string, unknown>), sort };
  await db
    .updateTable("content_draft")
    .set({ body: JSON.stringify(body), base_revision: revision })
    .where("kind", "=", "article")
    .where("key", "=", key)
    .execute();
}

/** How many articles each category has (only categories with a row). */
export async function readCategoryCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("category as c")
    .leftJoin("article as a", "a.category_id", "c.id")
    .select(["c.key", (eb) => eb.fn.count<number>("a.id").as("count")])
    .groupBy("c.key")
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** A category's articles in their order, each with whether it is visible and its title per language. */
export async function readCollection(db: Kysely<Database>, categoryKey: string) {
  const [rows, titles] = await Promise.all([
    db
      .selectFrom("article as a")
      .innerJoin("category as c", "c.id", "a.category_id")
      .select(["a.id", "a.status"])
      .where("c.key", "=", categoryKey)
      .orderBy("a.sort")
      .orderBy("a.id")
      .execute(),
    db
      .selectFrom("article_translation as t")
      .innerJoin("article as a", "a.id", "t.article_id")
      .innerJoin("category as c", "c.id", "a.category_id")
      .select(["t.article_id", "t.language", "t.title"])
      .where("c.key", "=", categoryKey)
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    visible: row.status === "published",
    titles: Object.fromEntries(
      titles.filter((t) => t.article_id === row.id).map((t) => [t.language, t.title]),
    ) as Partial<Record<Language, string>>,
  }));
}
