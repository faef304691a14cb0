import { localizedValue } from "#app/domain/localized.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { MenuEntry, MenuPage } from "./menu-page.ts";

// What the shell draws around a page's own content: its head (title, description, social cards,
// URL in each language), its banner and its breadcrumb (docs/requirements.md §2 Other pages, §3 Menu page params).

export interface PageHead {
  title: string;
  description?: string | undefined;
  ogTitle?: string | undefined;
  ogDescription?: string | undefined;
  twitterTitle?: string | undefined;
  twitterDescription?: string | undefined;
  /** A picture for social cards (a path on this site), e.g. a property's main photo. */
  image?: string | undefined;
  /** The page's URL per language; a language without it links to that language's home. */
  alternates: Partial<Record<Language, string>>;
  /** A variant of an indexed page (a filtered listing): kept out of search engines, its canonical the page's URL. */
  noindex?: boolean | undefined;
  /** The pages before and after in a series (a listing's pages). */
  prev?: string | undefined;
  next?: string | undefined;
}

type ImageRef = Extract<SiteConfig["pageBanner"], { type: "image" }>["image"];

export type PageBannerView = { title?: string | undefined; description?: string | undefined } & (
  | { type: "image"; image: ImageRef }
  | { type: "color" }
);

export interface Crumb {
  label: string;
  url: string;
}

/** The alternates of a page known in every language by the same function. */
export function alternatesOf(
  url: (language: Language) => string | undefined,
): PageHead["alternates"] {
  return Object.fromEntries(
    languages.flatMap((language) => {
      const href = url(language);
      return href ? [[language, href]] : [];
    }),
  );
}

/**
 * The banner of a non-home page: the page's own image, else the configured one; or a colour (the
 * configured one from theme.css, else the brand colour). Undefined when switched off.
 */
export function pageBanner(
  config: SiteConfig | undefined,
  text: { title?: string | undefined; description?: string | undefined },
  page?: MenuPage,
): PageBannerView | undefined {
  if (page && (!page.params.showPageBanner || page.params.banner.type === "none")) return undefined;
  const configured = config?.pageBanner;
  if (!configured || configured.type === "color" || page?.params.banner.type === "color") {
    return { type: "color", ...text };
  }
  return { type: "image", image: page?.params.image ?? configured.image, ...text };
}

/** A menu page's banner texts, each shown only when flagged public (docs/requirements.md §3 Banner). */
export function menuBannerText(page: MenuPage, language: Language) {
  const { banner, title } = page.params;
  return {
    title: banner.titlePublic
      ? localizedValue(banner.title, language) || localizedValue(title, language) || page.name
      : undefined,
    description: banner.descriptionPublic
      ? localizedValue(banner.description, language) || undefined
      : undefined,
  };
}

/** The parents, then the page itself (docs/requirements.md §2 breadcrumb entries: name and path); home comes first. */
export function menuBreadcrumb(entry: MenuEntry, language: Language): Crumb[] {
  const crumb = (e: MenuEntry) => ({
    label: localizedValue(e.page.params.title, language) || e.page.name,
    url: e.url,
  });
  return [...entry.parents.map(crumb), crumb(entry)];
}
