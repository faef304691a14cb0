import type { z } from "zod";
import type { Language } from "#app/i18n/languages.ts";
import { articleSchema } from "./article.ts";

// ADR 063: an article (a testimonial, a service, a news item, a document, a team member or a standalone
// text) as a document of the desk (ADR 056), keyed by its id: the article's own fields. Its `key`, the
// stable name page modules point to (ADR 062), is given when the article is made (by a site file) and
// never changes after (ADR 063, amended).

export const articleDocumentSchema = articleSchema;

export type ArticleDocument = z.infer<typeof articleDocumentSchema>;

/**
 * ADR 061 (amended): an admin's preview reads the articles with their drafts, by article id; the public
 * reads none (an empty map).
 */
export type ArticleDrafts = ReadonlyMap<number, ArticleDocument>;
export const noArticleDrafts: ArticleDrafts = new Map();

/** Each language's title of an article. */
export const articleTitles = (article: Pick<ArticleDocument, "texts">) =>
  Object.fromEntries(
    Object.entries(article.texts).map(([language, text]) => [language, text?.title]),
  ) as Partial<Record<Language, string>>;

/** Issue 27: a visible article has a title in every enabled language: those it lacks. */
export function missingArticleLanguages(
  titles: Partial<Record<Language, string>>,
  enabled: readonly Language[],
): Language[] {
  return enabled.filter((language) => !titles[language]?.trim());
}
