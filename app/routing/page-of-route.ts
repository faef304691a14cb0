import { type Language, languages } from "#app/i18n/languages.ts";
import { type PageKey, pageKeys, pagePattern, pageUrl } from "./route-table.ts";

// ADR 044: which page of the table a request shows is known from the route entry React Router
// matched, not found again by matching the URL against every page's pattern.

export interface PageRoute {
  page: PageKey;
  language: Language;
}

// Built once: each route entry of a page is made from pagePattern (app/routes.ts).
const pageRoutes = new Map<string, PageRoute>(
  pageKeys.flatMap((page) =>
    languages.map((language) => [pagePattern(page, language), { page, language }] as const),
  ),
);

/**
 * The page whose route entry matched, from a loader's or action's `pattern` argument: React Router
 * joins the matched entries' paths, and a page's entry sits in path-less layouts (`site`, `owner`),
 * so the pattern is the page's own. Undefined for a route outside the table (the agency's menu pages).
 */
export function pageOfRoute(pattern: string): PageRoute | undefined {
  return pageRoutes.get(pattern);
}

// The router compares paths without case and ignores trailing slashes.
const comparable = (path: string) => path.toLowerCase().replace(/\/+$/, "");
const ownerLoginPaths = new Set(
  languages.map((language) => comparable(pageUrl("ownerLogin", language))),
);

/**
 * Whether a path is the owner login page in some language, as the router would match it: for the
 * server's login gate, which runs before React Router (server/login-gate.ts), and for menu links.
 */
export function isOwnerLoginPath(path: string): boolean {
  return ownerLoginPaths.has(comparable(path));
}
