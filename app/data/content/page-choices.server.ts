import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";

// Issue 27 "Pages and collections": what the page editor offers to choose from: the pages (a page's
// parent), the keyed articles and the categories (what a module shows, ADR 062 names them by key),
// each named in the staff member's language when it has a name in it.

/** Every page's id, parent and name, in the order they were made. */
export function readPageChoices(db: Kysely<Database>) {
  return db
    .selectFrom("menu_page")
    .select(["id", "parent_id as parent", "name"])
    .orderBy("id")
    .execute();
}

export interface KeyedChoice {
  key: string;
  name: string | undefined;
}

/** The articles with a key and every category, by key, with their title or name in a language. */
export async function readModuleChoices(
  db: Kysely<Database>,
  language: Language,
): Promise<{ articles: KeyedChoice[]; categories: KeyedChoice[] }> {
  const [articles, categories] = await Promise.all([
    db
      .selectFrom("article as a")
      .leftJoin("article_translation as t", (join) =>
        join.onRef("t.article_id", "=", "a.id").on("t.language", "=", language),
      )
      .select(["a.key", "t.title as name"])
      .where("a.key", "is not", null)
      .orderBy("a.key")
      .execute(),
    db
      .selectFrom("category as c")
      .leftJoin("category_name as n", (join) =>
        join.onRef("n.category_id", "=", "c.id").on("n.language", "=", language),
      )
      .select(["c.key", "n.name"])
      .orderBy("c.key")
      .execute(),
  ]);
  const choice = (row: { key: string | null; name: string | null }) =>
    row.key === null ? [] : [{ key: row.key, name: row.name ?? undefined }];
  return { articles: articles.flatMap(choice), categories: categories.flatMap(choice) };
}
