import type { Language } from "#app/i18n/languages.ts";
import type { ArticleView } from "#app/model/content/article-view.ts";
import { articlePageOf, pageUrl } from "#app/routing/route-table.ts";

/** The URL of an article's own page, when its category has pages (team members do not). */
export function articleUrl(category: string, article: ArticleView, language: Language) {
  const page = articlePageOf(category);
  return page ? pageUrl(page, language, { slug: article.slug }) : undefined;
}
