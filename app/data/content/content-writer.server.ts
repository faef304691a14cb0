import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type ArticleInput, articleSchema } from "#app/model/content/article.ts";
import { type MenuPage, type MenuPageInput, menuPageSchema } from "#app/model/content/menu-page.ts";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { bumpContentVersion } from "./content-version.server.ts";
import { menuPageRow } from "./page-rows.server.ts";

export interface SiteContent {
  categories: { key: string; sort: number; names: Partial<Record<Language, string>> }[];
  articles: ArticleInput[];
  pages: MenuPageInput[];
}

/**
 * Replaces the whole site content (categories, articles, menu pages and their modules) after validating
 * all of it: the demo's way to load content. Run inside a transaction.
 */
export async function replaceSiteContent(
  db: Kysely<Database>,
  content: SiteContent,
  now: Date,
): Promise<void> {
  const articles = content.articles.map((a) => articleSchema.parse(a));
  const pages = content.pages.map((p) => menuPageSchema.parse(p));
  await db.deleteFrom("menu_page").execute();
  await db.deleteFrom("article").execute();
  await db.deleteFrom("category").execute();

  const categoryIds = new Map<string, number>();
  for (const category of content.categories) {
    const { id } = await db
      .insertInto("category")
      .values({ key: category.key, sort: category.sort, parent_id: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, id);
    const names = Object.entries(category.names).map(([language, name]) => ({
      category_id: id,
      language,
      name,
    }));
    if (names.length > 0) await db.insertInto("category_name").values(names).execute();
  }

  const articleIds = new Map<string, number>();
  for (const article of articles) {
    const categoryId = categoryIds.get(article.category);
    if (categoryId === undefined)
      throw new Error(`article in unknown category ${article.category}`);
    const { id } = await db
      .insertInto("article")
      .values({
        key: article.key ?? null,
        category_id: categoryId,
        status: article.status,
        sort: article.sort,
        image_id: article.image ? Number(article.image.key.split("-")[0]) : null,
        details: JSON.stringify({ ...article.details, image: article.image }),
        published_at: article.publishedAt ? new Date(article.publishedAt) : null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (article.key) articleIds.set(article.key, id);
    const texts = Object.entries(article.texts).map(([language, text]) => ({
      article_id: id,
      language,
      ...text,
      body: sanitizeRichText(text.body), // sanitised on save (ADR 058)
    }));
    if (texts.length > 0) await db.insertInto("article_translation").values(texts).execute();
    for (const [position, document] of article.documents.entries()) {
      await db
        .insertInto("attachment")
        .values({
          article_id: id,
          property_id: null,
          project_id: null,
          kind: "document",
          position,
          media_file_id: document.mediaFileId,
          url: null,
          name: document.name,
          width: null,
          height: null,
        })
        .execute();
    }
  }

  const relationId = (type: string, key: string | undefined) => {
    if (!key) return null;
    const found =
      type === "category"
        ? categoryIds.get(key)
        : type === "article"
          ? articleIds.get(key)
          : undefined;
    if (found === undefined) throw new Error(`module points to unknown ${type} ${key}`);
    return found;
  };
  const savePage = async (page: MenuPage, parentId: number | null) => {
    const { id } = await db
      .insertInto("menu_page")
      .values({ ...menuPageRow(page, parentId, now), created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const module of page.modules) {
      await db
        .insertInto("page_module")
        .values({
          page_id: id,
          status: module.status,
          sort: module.sort,
          view: module.view,
          relation_type: module.relation.type,
          relation_id: relationId(module.relation.type, module.relation.key),
          settings: JSON.stringify(module.settings),
        })
        .execute();
    }
    for (const child of page.children) await savePage(child, id);
  };
  for (const page of pages) await savePage(page, null);
  await bumpContentVersion(db);
}
