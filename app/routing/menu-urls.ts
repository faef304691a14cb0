import { matchPath } from "react-router";
import { remembered } from "#app/domain/remembered.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { MenuEntry, MenuPage } from "#app/model/content/menu-page.ts";
import { matchOriginal, type PageKey, pageKeys, pagePattern, pageUrl } from "./route-table.ts";

// Where each menu page lives (docs/requirements.md §2 "Menu pages live at /{path}/ with child pages at
// /{path}/{childPath}/"). A page whose path is one of the spec's original paths (for-sale,
// A-propos-de-nous, home...) takes that page's localized URL from the page table; any other page lives
// at /{lang}/{slug}/, its slug in that language, else /{lang}/{path}/ (ADR 062), its children below
// their parent's URL.

/** What a page's URL is made of: its path, and its URL segment per language where it has one. */
export interface PageAddress {
  path: string;
  slugs?: MenuPage["params"]["slugs"];
}

export const pageAddress = (page: MenuPage): PageAddress => ({
  path: page.path,
  slugs: page.params.slugs,
});

export function menuPageUrl(
  { path, slugs }: PageAddress,
  language: Language,
  parentUrl?: string,
): string {
  // Lower case, as the server answers every localized URL (server/canonical-path.ts).
  const segment = (slugs?.[language] ?? path).toLowerCase();
  if (parentUrl) return `${parentUrl}${segment}/`;
  const table = tablePageOf(path);
  return table ? pageUrl(table, language) : `/${language}/${segment}/`;
}

/**
 * The page of the page table a top-level menu page stands for (home, for-sale, A-propos-de-nous...):
 * its URL is the table's, one per language already, which search forms, property pages and lead forms
 * name, so slugs do not apply to it (ADR 062).
 */
export function tablePageOf(path: string): PageKey | undefined {
  return path.toLowerCase() === "home" ? "home" : originalPageOf(path);
}

/**
 * Whether a page of the table answers the URL (/nl/te-koop/), before any menu page the router would
 * send there: a slug may not take it (ADR 062).
 */
export function tableAnswers(url: string, language: Language): boolean {
  return pageKeys.some((page) => matchPath(pagePattern(page, language), url) !== null);
}

// matchOriginal compiles every pattern of the page table at each call, and every page asks for the
// URLs of the whole menu, in each language for its alternates: a fifth of the home page's loader went
// there (bench/README.md, "Where an uncached page's time goes"). A menu has few paths.
const originalPageOf = remembered((path: string): PageKey | undefined => {
  const table = matchOriginal(`/${path}/`);
  return table && !table.params.slug ? table.page : undefined;
});

function entriesOf(
  pages: MenuPage[],
  language: Language,
  addressOf: (page: MenuPage) => PageAddress,
): MenuEntry[] {
  const walk = (list: MenuPage[], parents: MenuEntry[]): MenuEntry[] =>
    list.flatMap((page) => {
      const url = menuPageUrl(addressOf(page), language, parents.at(-1)?.url);
      const entry = { page, url, parents };
      return [entry, ...walk(page.children, [...parents, entry])];
    });
  return walk(pages, []);
}

/** Every menu page with its URL in the language, parents before children. */
export function menuEntries(pages: MenuPage[], language: Language): MenuEntry[] {
  return entriesOf(pages, language, pageAddress);
}

/** The menu page a URL shows (compared without case, as the router matches). */
export function findMenuPage(
  pages: MenuPage[],
  pathname: string,
  language: Language,
): MenuEntry | undefined {
  const wanted = pathname.toLowerCase();
  return menuEntries(pages, language).find((entry) => entry.url.toLowerCase() === wanted);
}

/**
 * ADR 062, one address per page and language: a URL made of the pages' paths alone (as if no page had
 * slugs) that no page answers is the URL of the page at that place, where it 301s. A slug of another
 * language finds nothing (404).
 */
export function slugUrlOfPathUrl(
  pages: MenuPage[],
  pathname: string,
  language: Language,
): string | undefined {
  const wanted = pathname.toLowerCase();
  const index = entriesOf(pages, language, ({ path }) => ({ path })).findIndex(
    (entry) => entry.url.toLowerCase() === wanted,
  );
  return index === -1 ? undefined : menuEntries(pages, language)[index]?.url;
}

/** The menu page of an unprefixed original path (/A-propos-de-nous/, /parent/child/). */
export function findOriginalMenuPage(pages: MenuPage[], segments: string[]): MenuPage | undefined {
  let list = pages;
  let found: MenuPage | undefined;
  for (const segment of segments) {
    found = list.find((page) => page.path.toLowerCase() === segment.toLowerCase());
    if (!found) return undefined;
    list = found.children;
  }
  return found;
}

/** A menu page's URL in a language, by identity within the tree. */
export function urlOfMenuPage(pages: MenuPage[], page: MenuPage, language: Language) {
  return menuEntries(pages, language).find((entry) => entry.page === page)?.url;
}

/** A page's place in the tree, by id (the desk's page documents, ADR 062). */
export interface MenuPlace extends PageAddress {
  id: number;
  parent: number | null;
  visible: boolean;
}

/** The URL in a language of every page a visitor can reach (visible, under visible parents), by id. */
export function menuPlaceUrls(places: MenuPlace[], language: Language): Map<number, string> {
  const urls = new Map<number, string>();
  const walk = (parent: number | null, parentUrl: string | undefined) => {
    for (const place of places)
      if (place.visible && place.parent === parent) {
        const url = menuPageUrl(place, language, parentUrl);
        urls.set(place.id, url);
        walk(place.id, url);
      }
  };
  walk(null, undefined);
  return urls;
}
