import { remembered } from "#app/domain/remembered.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { MenuEntry, MenuPage } from "#app/model/content/menu-page.ts";
import { matchOriginal, type PageKey, pageUrl } from "./route-table.ts";

// Where each menu page lives (docs/requirements.md §2 "Menu pages live at /{path}/ with child pages at
// /{path}/{childPath}/"). A page whose path is one of the spec's original paths (for-sale,
// A-propos-de-nous, home...) takes that page's localized URL from the page table; any other page lives
// at /{lang}/{path}/, its children below their parent's URL.

export function menuPageUrl(path: string, language: Language, parentUrl?: string): string {
  // Lower case, as the server answers every localized URL (server/canonical-path.ts).
  if (parentUrl) return `${parentUrl}${path.toLowerCase()}/`;
  const original = originalPageOf(path);
  if (original) return pageUrl(original, language);
  if (path.toLowerCase() === "home") return pageUrl("home", language);
  return `/${language}/${path.toLowerCase()}/`;
}

// matchOriginal compiles every pattern of the page table at each call, and every page asks for the
// URLs of the whole menu, in each language for its alternates: a fifth of the home page's loader went
// there (bench/README.md, "Where an uncached page's time goes"). A menu has few paths.
const originalPageOf = remembered((path: string): PageKey | undefined => {
  const table = matchOriginal(`/${path}/`);
  return table && !table.params.slug ? table.page : undefined;
});

/** Every menu page with its URL in the language, parents before children. */
export function menuEntries(pages: MenuPage[], language: Language): MenuEntry[] {
  const walk = (list: MenuPage[], parents: MenuEntry[]): MenuEntry[] =>
    list.flatMap((page) => {
      const entry = { page, url: menuPageUrl(page.path, language, parents.at(-1)?.url), parents };
      return [entry, ...walk(page.children, [...parents, entry])];
    });
  return walk(pages, []);
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
export interface MenuPlace {
  id: number;
  parent: number | null;
  path: string;
  visible: boolean;
}

/** The URL in a language of every page a visitor can reach (visible, under visible parents), by id. */
export function menuPlaceUrls(places: MenuPlace[], language: Language): Map<number, string> {
  const urls = new Map<number, string>();
  const walk = (parent: number | null, parentUrl: string | undefined) => {
    for (const place of places)
      if (place.visible && place.parent === parent) {
        const url = menuPageUrl(place.path, language, parentUrl);
        urls.set(place.id, url);
        walk(place.id, url);
      }
  };
  walk(null, undefined);
  return urls;
}
