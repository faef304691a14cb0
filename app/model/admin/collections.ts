import * as z from "zod/mini";
import type { Language } from "#app/i18n/languages.ts";
import { type CategoryKey, categoryKeys } from "#app/model/content/article.ts";

// Issue 27 "Pages and collections", ADR 063: the desk's collections: a page per category of articles
// (testimonials, services, news, documents, team, and the standalone texts) and an editor per article.
// The messages are the `adminCollections` namespace's keys.

export const collectionsPath = "/admin/collections/";
export const categoryPath = (category: CategoryKey) => `${collectionsPath}${category}/`;
export const articlePath = (category: CategoryKey, id: number) => `${categoryPath(category)}${id}/`;

export const isCategoryKey = (value: string): value is CategoryKey =>
  (categoryKeys as readonly string[]).includes(value);

const errors = "adminCollections:errors";
const articleId = z.coerce
  .number({ error: `${errors}.article` })
  .check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** "Up" or "down" on a row of a category's list. */
export const moveFormSchema = z.object({
  id: articleId,
  direction: z.enum(["up", "down"], { error: `${errors}.direction` }),
});

/** The confirmed deletion of an article. */
export const deleteFormSchema = z.object({ id: articleId });

/** An article as a category's list shows it. */
export interface CollectionRow {
  id: number;
  title: string | undefined;
  visible: boolean;
  draft: boolean;
  missing: Language[];
  path: string;
}

/**
 * The title a list shows: in the member's language, else in the site's default, else in any language
 * the article has; undefined for an article without texts yet.
 */
export function listTitle(
  titles: Partial<Record<Language, string>>,
  languages: readonly Language[],
): string | undefined {
  for (const language of languages) if (titles[language]) return titles[language];
  return Object.values(titles).find(Boolean);
}
