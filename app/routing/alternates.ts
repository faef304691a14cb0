import { type Language, languages } from "../i18n/languages.ts";
import { type PageKey, pageTable, pageUrl } from "./route-table.ts";

/**
 * The URL of the current page in every language, from the id of its route ("home.fr").
 * Routes outside the page table (the 404 page, the root redirect) lead to each language's home.
 */
export function alternateUrls(routeId: string | undefined): Record<Language, string> {
  const key = routeId?.split(".")[0];
  const page: PageKey = key !== undefined && key in pageTable ? (key as PageKey) : "home";
  return Object.fromEntries(languages.map((l) => [l, pageUrl(page, l)])) as Record<
    Language,
    string
  >;
}
