import { data } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import { isCategoryKey } from "#app/model/admin/collections.ts";
import type { CategoryKey } from "#app/model/content/article.ts";

// Issue 27 "Pages and collections", ADR 063: what the collections' pages share: the category a URL
// names (else the desk's 404), and the languages a list's titles are looked for in.

export function categoryOf(params: { category?: string | undefined }): CategoryKey {
  const category = params.category ?? "";
  if (!isCategoryKey(category)) throw data(null, { status: 404 });
  return category;
}

/** The member's language first, then the site's default, then every enabled one. */
export const shownLanguages = (
  language: Language,
  site: { default: Language; enabled: readonly Language[] },
) => [language, site.default, ...site.enabled];
