import type { Language } from "#app/i18n/languages.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import { urlOfMenuPage } from "./menu-urls.ts";
import { articlePageOf, type PageDefinition, pageKeys, pageTable, pageUrl } from "./route-table.ts";

// Issue 27 "Draft, preview, publish", ADR 061 (amended): the article editor's "Preview" opens the public
// page where the article shows, as it will be once published.

const menuPagesOf = (pages: MenuPage[]): MenuPage[] =>
  pages.flatMap((page) => [page, ...menuPagesOf(page.children)]);

/**
 * The article's own page when it shows there (visible, written in the language): its category's
 * article page, or the page of a standalone text (`key`: privacy, disclaimer...); else the first menu
 * page with a module showing the article or its category (the news list, the testimonials, the team).
 * Undefined when no page shows it.
 */
export function articlePreviewPath(
  article: ArticleDocument,
  key: string | undefined,
  language: Language,
  pages: MenuPage[],
): string | undefined {
  const text = article.texts[language];
  if (article.status === "published" && text) {
    const own =
      articlePageOf(article.category) ??
      pageKeys.find((page) => key && (pageTable[page] as PageDefinition).article === key);
    if (own) return pageUrl(own, language, { slug: text.slug });
  }
  const shows = (relation: MenuPage["modules"][number]["relation"]) =>
    relation.type === "category"
      ? relation.key === article.category
      : relation.type === "article" && key !== undefined && relation.key === key;
  const page = menuPagesOf(pages).find((candidate) =>
    candidate.modules.some((module) => module.status === "published" && shows(module.relation)),
  );
  return page && urlOfMenuPage(pages, page, language);
}
