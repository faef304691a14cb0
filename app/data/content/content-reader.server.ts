import type { Kysely } from "kysely";
import { groupByKey, isoTimestamp } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { articleSchema } from "#app/model/content/article.ts";
import { type ArticleDrafts, noArticleDrafts } from "#app/model/content/article-document.ts";
import type { ArticleView } from "#app/model/content/article-view.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import { draftedArticles, draftedSlugs, type SortedArticle } from "./article-drafts.server.ts";
import { moduleOfRow, pageFieldsOfRow, readRelations } from "./page-rows.server.ts";

// Site content as the pages need it: published menu pages with their published modules, and the
// published articles of a category. Rows become content objects here. In an admin's preview (ADR 061)
// the drafts of pages and articles stand for their rows.

/**
 * The published menu tree with each page's published modules. With `drafts` (an admin's preview, ADR 061
 * and 062), a page's draft stands for its row: its fields, parent and modules as they would be published.
 */
export async function readMenuPages(
  db: Kysely<Database>,
  drafts: ReadonlyMap<number, PageDocument> = new Map(),
): Promise<MenuPage[]> {
  // The public reads only published rows; a preview needs the hidden ones too (a draft may show them).
  const published = drafts.size === 0;
  const [pages, modules, relations] = await Promise.all([
    db
      .selectFrom("menu_page")
      .selectAll()
      .$if(published, (q) => q.where("status", "=", "published"))
      .execute(),
    db
      .selectFrom("page_module")
      .selectAll()
      .$if(published, (q) => q.where("status", "=", "published"))
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    readRelations(db),
  ]);
  const modulesOf = groupByKey(modules, (m) => m.page_id);
  const visible = pages
    .map((row) => ({
      id: row.id,
      ...(drafts.get(row.id) ?? {
        ...pageFieldsOfRow(row),
        parent: row.parent_id,
        modules: (modulesOf.get(row.id) ?? []).map((m) => moduleOfRow(m, relations)),
      }),
    }))
    .filter((page) => page.status === "published")
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const childrenOf = groupByKey(visible, (p) => p.parent);
  const build = (parentId: number | null): MenuPage[] =>
    (childrenOf.get(parentId) ?? []).map(({ id, parent: _, modules, ...page }) => ({
      ...page,
      modules: modules.filter((m) => m.status === "published").sort((a, b) => a.sort - b.sort),
      children: build(id),
    }));
  return build(null);
}

export interface ArticleFilter {
  category?: string | undefined;
  key?: string | undefined;
  slug?: string | undefined;
  limit?: number | undefined;
  /** Lists show titles and summaries: the full text travels only for a page that shows it. */
  withBody?: boolean;
}

/** The published articles of a category that have a text in the language, in their order. */
export function readCategoryArticles(
  db: Kysely<Database>,
  categoryKey: string,
  language: Language,
  limit?: number,
  drafts: ArticleDrafts = noArticleDrafts,
): Promise<ArticleView[]> {
  return readArticles(db, language, { category: categoryKey, limit }, drafts);
}

/** One published article with a text in the language: by its key, or by its category and slug. */
export async function readArticle(
  db: Kysely<Database>,
  language: Language,
  filter: { key: string } | { category: string; slug: string },
  drafts: ArticleDrafts = noArticleDrafts,
): Promise<ArticleView | undefined> {
  return (await readArticles(db, language, { ...filter, limit: 1, withBody: true }, drafts))[0];
}

/** An article's slug in each language it is written in. */
export async function readArticleSlugs(
  db: Kysely<Database>,
  articleId: number,
  drafts: ArticleDrafts = noArticleDrafts,
): Promise<Partial<Record<Language, string>>> {
  const draft = drafts.get(articleId);
  if (draft) return draftedSlugs(draft);
  const rows = await db
    .selectFrom("article_translation")
    .select(["language", "slug"])
    .where("article_id", "=", articleId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.language, row.slug]));
}

/** The slug in `language` of the published article of a category known by its slug in any language. */
export async function findArticleSlug(
  db: Kysely<Database>,
  categoryKey: string,
  anySlug: string,
  language: Language,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("article_translation as known")
    .innerJoin("article as a", "a.id", "known.article_id")
    .innerJoin("category as c", "c.id", "a.category_id")
    .innerJoin("article_translation as t", (join) =>
      join.onRef("t.article_id", "=", "a.id").on("t.language", "=", language),
    )
    .select("t.slug")
    .where("c.key", "=", categoryKey)
    .where("a.status", "=", "published")
    .where("known.slug", "=", anySlug)
    .orderBy("a.id")
    .executeTakeFirst();
  return row?.slug;
}

async function readArticles(
  db: Kysely<Database>,
  language: Language,
  filter: ArticleFilter,
  drafts: ArticleDrafts,
): Promise<ArticleView[]> {
  const drafted = [...drafts.keys()];
  let query = db
    .selectFrom("article as a")
    .innerJoin("category as c", "c.id", "a.category_id")
    .innerJoin("article_translation as t", (join) =>
      join.onRef("t.article_id", "=", "a.id").on("t.language", "=", language),
    )
    .select(["a.id", "a.key", "a.sort", "a.details", "a.published_at"])
    .select(["t.slug", "t.title", "t.summary"])
    .$if(filter.withBody === true, (q) => q.select("t.body"))
    .where("a.status", "=", "published")
    .$if(drafted.length > 0, (q) => q.where("a.id", "not in", drafted))
    .orderBy("a.sort")
    .orderBy("a.id");
  if (filter.category !== undefined) query = query.where("c.key", "=", filter.category);
  if (filter.key !== undefined) query = query.where("a.key", "=", filter.key);
  if (filter.slug !== undefined) query = query.where("t.slug", "=", filter.slug);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.execute();
  const ids = rows.map((row) => row.id);
  const documents = ids.length
    ? await db
        .selectFrom("attachment")
        .innerJoin("media_file", "media_file.id", "attachment.media_file_id")
        .select([
          "attachment.article_id",
          "attachment.media_file_id",
          "attachment.name",
          "media_file.sha256",
        ])
        .where("article_id", "in", ids)
        .where("kind", "=", "document")
        .orderBy("position")
        .execute()
    : [];
  const documentsOf = groupByKey(documents, (d) => d.article_id);
  const articles = rows.map((row): SortedArticle => {
    const { image, ...details } = JSON.parse(row.details) as Record<string, unknown>;
    const parsed = articleSchema.shape.details.parse(details);
    const view: ArticleView = {
      id: row.id,
      key: row.key ?? undefined,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      // Sanitised on render as well as on save (ADR 058): a row written before the sanitiser, or by hand
      // into the database, still reaches the page as the safe subset only.
      body: row.body === undefined ? undefined : sanitizeRichText(row.body),
      publishedAt: row.published_at ? isoTimestamp(row.published_at) : undefined,
      details: parsed,
      image: image ? articleSchema.shape.image.parse(image) : undefined,
      documents: (documentsOf.get(row.id) ?? []).flatMap((d) =>
        d.media_file_id !== null
          ? [{ key: mediaKey(d.media_file_id, d.sha256), name: d.name ?? "" }]
          : [],
      ),
    };
    return { sort: row.sort, view };
  });
  if (drafted.length > 0) articles.push(...(await draftedArticles(db, language, filter, drafts)));
  return articles
    .sort((a, b) => a.sort - b.sort || a.view.id - b.view.id)
    .slice(0, filter.limit)
    .map(({ view }) => view);
}
