import type { Kysely } from "kysely";
import { readCategoryCounts, readCollection } from "#app/data/content/article-collection.server.ts";
import { readDrafts } from "#app/data/content/content-drafts.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import { articlePath, type CollectionRow, listTitle } from "#app/model/admin/collections.ts";
import { type CategoryKey, categoryKeys } from "#app/model/content/article.ts";
import {
  articleDocumentSchema,
  articleTitles,
  missingArticleLanguages,
} from "#app/model/content/article-document.ts";

// Issue 27 "Pages and collections", ADR 063: what the collections' pages list: every category with how
// many articles it holds, and a category's articles in order with where each stands.

/** Every category of the site's list, in order, with its number of articles (0 before its first). */
export async function collectionsOverview(db: Kysely<Database>) {
  const counts = await readCategoryCounts(db);
  return categoryKeys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
}

/**
 * A category's articles in their order: visible or hidden, a draft waiting, and the enabled languages
 * missing from what would be published (the draft's texts when there is one, else the live ones).
 */
export async function collectionRows(
  db: Kysely<Database>,
  category: CategoryKey,
  languages: { enabled: readonly Language[]; shown: readonly Language[] },
): Promise<CollectionRow[]> {
  const [articles, drafts] = await Promise.all([
    readCollection(db, category),
    readDrafts(db, "article"),
  ]);
  return articles.map((article) => {
    const draft = drafts.get(String(article.id));
    const edited = draft && articleDocumentSchema.safeParse(draft.body);
    const titles = edited?.success ? articleTitles(edited.data) : article.titles;
    const visible = edited?.success ? edited.data.status === "published" : article.visible;
    return {
      id: article.id,
      title: listTitle(titles, languages.shown),
      visible,
      draft: draft !== undefined,
      missing: missingArticleLanguages(titles, languages.enabled),
      path: articlePath(category, article.id),
    };
  });
}
