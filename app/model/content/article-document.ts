import type { z } from "zod";
import type { Language } from "#app/i18n/languages.ts";
import { articleSchema } from "./article.ts";

// ADR 063: an article (a testimonial, a service, a news item, a document, a team member or a standalone
// text) as a document of the desk (ADR 056), keyed by its id: the article's own fields without its `key`,
// the stable name page modules point to (ADR 062), which the desk never changes.

export const articleDocumentSchema = articleSchema.omit({ key: true });

export type ArticleDocument = z.infer<typeof articleDocumentSchema>;

/** Issue 27: an article is published only with a text in every enabled language: those it lacks. */
export function missingArticleLanguages(
  article: Pick<ArticleDocument, "texts">,
  enabled: readonly Language[],
): Language[] {
  return enabled.filter((language) => !article.texts[language]?.title.trim());
}
