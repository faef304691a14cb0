import type { Kysely } from "kysely";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import type { Database } from "#app/data/schema.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { findOriginalMenuPage } from "#app/routing/menu-urls.ts";
import { matchOriginal } from "#app/routing/route-table.ts";

// Issue 27, ADR 057: the old paths a redirect may not take, because the site answers them itself. The
// server only redirects what would be a 404 (server/redirects.ts), so such a redirect would never be
// served: refusing it tells the agency at once. Kept on the safe side: every path of a language
// (/fr/..., the site's pages, written by the pages editor's slug changes only), the home, the desk, the
// files and feeds, the original paths of docs/requirements.md §2 and the agency's menu pages' own.

// First segments the server or the router answers, whatever follows (app/routes.ts, server/app.ts).
const reservedSegments = new Set([
  "",
  "admin",
  "assets",
  "media",
  "files",
  "sitemaps",
  "search-data",
  "listing-map",
  "icons",
  "captcha",
  "consent",
  "page-view",
  "logout",
  "property",
  "project",
  "csp-report",
  "healthz",
  "robots.txt",
  "sitemap.xml",
  "favicon.ico",
  "manifest.webmanifest",
  "__manifest",
]);

/**
 * Whether the site answers `path` (a normalised old path) itself. `languagePages` false leaves the paths
 * under a language to the caller: a page's old slug, which no page answers any more.
 */
export async function siteAnswers(
  db: Kysely<Database>,
  options: { languagePages: boolean },
): Promise<(path: string) => boolean> {
  const menuPages = await readMenuPages(db);
  return (path) => {
    const segments = path.split("/").slice(1);
    if (segments.at(-1) === "") segments.pop();
    const first = (segments[0] ?? "").toLowerCase();
    if (isLanguage(first)) return options.languagePages;
    if (reservedSegments.has(first)) return true;
    return matchOriginal(path) !== undefined || !!findOriginalMenuPage(menuPages, segments);
  };
}
