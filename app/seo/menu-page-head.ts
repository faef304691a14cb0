import { localizedValue } from "#app/domain/localized.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { MenuPage } from "#app/model/content/menu-page.ts";
import { alternatesOf, type PageHead } from "#app/model/content/page-view.ts";
import { urlOfMenuPage } from "#app/routing/menu-urls.ts";

// docs/requirements.md §3 Menu page params: a page's SEO texts, and its URL in each language for hreflang.

/** A menu page's head: its SEO texts when the agency activated them (isActiveSEO), else its title. */
export function menuPageHead(pages: MenuPage[], page: MenuPage, language: Language): PageHead {
  const title = localizedValue(page.params.title, language) || page.name;
  const seo = page.params.seo[language];
  const description = localizedValue(page.params.description, language) || undefined;
  const alternates = alternatesOf((l) => urlOfMenuPage(pages, page, l));
  if (!seo?.isActiveSEO) return { title, description, alternates };
  return {
    title: seo.metaTitle ?? seo.pageTitle ?? title,
    description: seo.metaDescription ?? description,
    ogTitle: seo.ogTitle,
    ogDescription: seo.ogDescription,
    twitterTitle: seo.twitterTitle,
    twitterDescription: seo.twitterDescription,
    alternates,
  };
}
