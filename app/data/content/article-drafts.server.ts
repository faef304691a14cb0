import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ArticleDrafts } from "#app/model/content/article-document.ts";
import type { ArticleView } from "#app/model/content/article-view.ts";
import { sanitizeRichText } from "#app/model/content/safe-html.server.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import type { ArticleFilter } from "./content-reader.server.ts";

// ADR 061 (amended): in an admin's preview an article's draft stands for its row, as a page's draft
// stands for its row in the menu (ADR 062): the readers take the live rows without the drafted ones and
// add these, chosen and shown as the rows will be once the drafts are published.

/** An article as a list orders it: by its sort, then its id. */
export interface SortedArticle {
  sort: number;
  view: ArticleView;
}

/** The drafted articles the filter chooses: visible, with a text in the language. */
export async function draftedArticles(
  db: Kysely<Database>,
  language: Language,
  filter: ArticleFilter,
  drafts: ArticleDrafts,
): Promise<SortedArticle[]> {
  // The key, the stable name page modules point to, is the row's: the desk never changes it (ADR 063).
  const rows = await db
    .selectFrom("article")
    .select(["id", "key"])
    .where("id", "in", [...drafts.keys()])
    .execute();
  const chosen = rows.flatMap(({ id, key }) => {
    const article = drafts.get(id);
    const text = article?.texts[language];
    if (!article || !text || article.status !== "published") return [];
    if (filter.category !== undefined && article.category !== filter.category) return [];
    if (filter.key !== undefined && key !== filter.key) return [];
    if (filter.slug !== undefined && text.slug !== filter.slug) return [];
    return [{ id, key, article, text }];
  });
  const fileIds = chosen.flatMap(({ article }) => article.documents.map((d) => d.mediaFileId));
  const files = fileIds.length
    ? await db
        .selectFrom("media_file")
        .select(["id", "sha256"])
        .where("id", "in", fileIds)
        .execute()
    : [];
  const sha256Of = new Map(files.map((file) => [file.id, file.sha256]));
  return chosen.map(({ id, key, article, text }) => ({
    sort: article.sort,
    view: {
      id,
      key: key ?? undefined,
      slug: text.slug,
      title: text.title,
      summary: text.summary,
      body: filter.withBody === true ? sanitizeRichText(text.body) : undefined,
      publishedAt: article.publishedAt,
      details: article.details,
      image: article.image,
      documents: article.documents.flatMap(({ mediaFileId, name }) => {
        const sha256 = sha256Of.get(mediaFileId);
        return sha256 === undefined ? [] : [{ key: mediaKey(mediaFileId, sha256), name }];
      }),
    },
  }));
}

/** The languages each visible drafted article of these keys is written in, as rows of key and language. */
export async function draftedKeyedLanguages(
  db: Kysely<Database>,
  keys: readonly string[],
  drafts: ArticleDrafts,
): Promise<{ key: string | null; language: string }[]> {
  const rows = await db
    .selectFrom("article")
    .select(["id", "key"])
    .where("id", "in", [...drafts.keys()])
    .where("key", "in", [...keys])
    .execute();
  return rows.flatMap(({ id, key }) => {
    const article = drafts.get(id);
    if (article?.status !== "published") return [];
    return Object.keys(article.texts).map((language) => ({ key, language }));
  });
}

/** A drafted article's slug in each language it is written in. */
export const draftedSlugs = (article: NonNullable<ReturnType<ArticleDrafts["get"]>>) =>
  Object.fromEntries(
    Object.entries(article.texts).flatMap(([language, text]) =>
      text ? [[language, text.slug]] : [],
    ),
  ) as Partial<Record<Language, string>>;
