import type { UIMatch } from "react-router";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { PageHead } from "#app/model/content/page-view.ts";
import { pageUrl } from "#app/routing/route-table.ts";

/**
 * The URL of the current page in every language, from the head its loader returned; a language the
 * page does not exist in (and pages without a head, like the 404 page) leads to that language's home.
 */
export function alternateUrls(matches: UIMatch[]): Record<Language, string> {
  const data = matches.at(-1)?.loaderData as { head?: PageHead } | null | undefined;
  const known = data?.head?.alternates ?? {};
  return Object.fromEntries(
    languages.map((language) => [language, known[language] ?? pageUrl("home", language)]),
  ) as Record<Language, string>;
}
