import {
  articleInModules,
  categoryIdOf,
  deleteArticleRow,
  insertHiddenArticle,
  moveDraftToRevision,
  nextArticleSort,
  readArticleOrder,
} from "#app/data/content/article-collection.server.ts";
import { readArticleDocument } from "#app/data/content/article-documents.server.ts";
import { deleteDraft, saveDraft } from "#app/data/content/content-drafts.server.ts";
import { deleteRevisions } from "#app/data/content/content-revisions.server.ts";
import type { CategoryKey } from "#app/model/content/article.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { articleId } from "./article-documents.server.ts";
import { goLive } from "./site-publishing.server.ts";
import { auditAct, type StaffAct } from "./staff-act.server.ts";

// Issue 27 "Pages and collections", ADR 063: what the collections' lists do besides editing one article:
// a new article (a hidden row, last of its category, and its first draft), deleting one, and moving one
// up or down among its category's articles.

const articleRef = (id: number): SiteDocumentRef => ({ kind: "article", key: String(id) });

/** A hidden article without texts at the end of its category, and its first draft, in one transaction. */
export async function createArticle(
  act: StaffAct,
  category: CategoryKey,
): Promise<SiteDocumentRef> {
  return act.db.transaction().execute(async (db) => {
    const categoryId = await categoryIdOf(db, category);
    const article: ArticleDocument = {
      category,
      status: "draft",
      sort: await nextArticleSort(db, categoryId),
      details: {},
      texts: {},
      documents: [],
    };
    const ref = articleRef(await insertHiddenArticle(db, article, categoryId, act.now));
    await saveDraft(db, ref, {
      body: article,
      baseRevision: undefined,
      staffId: act.actorId,
      now: act.now,
    });
    await auditAct(
      { ...act, db },
      { action: "site.draft", object: { kind: ref.kind, id: ref.key }, detail: { created: true } },
    );
    return ref;
  });
}

export type ArticleDeletion = "deleted" | "unknown" | "in-use";

/**
 * Deletes an article of the category (another category's article is unknown here), its texts, documents, draft and history in one transaction; refused while a page
 * module shows it (the module would show nothing). The audit log keeps that it was deleted.
 */
export async function deleteArticle(
  act: StaffAct,
  category: CategoryKey,
  key: string,
): Promise<ArticleDeletion> {
  const id = articleId(key);
  if (id === undefined) return "unknown";
  return act.db.transaction().execute(async (db) => {
    if ((await readArticleDocument(db, id))?.category !== category) return "unknown";
    if (await articleInModules(db, id)) return "in-use";
    const ref = articleRef(id);
    await deleteArticleRow(db, id);
    await deleteDraft(db, ref);
    await deleteRevisions(db, ref);
    await auditAct(
      { ...act, db },
      { action: "site.delete", object: { kind: ref.kind, id: ref.key } },
    );
    return "deleted";
  });
}

export type ArticleMove = "moved" | "unknown" | "edge" | { refused: string };

/**
 * Moves an article one place up or down in its category (another category's article is unknown here): the category is numbered again in its new
 * order and each article whose place changed is published with it, in one transaction (ADR 063). A
 * draft waiting takes the new place too.
 */
export async function moveArticle(
  act: StaffAct,
  category: CategoryKey,
  key: string,
  direction: "up" | "down",
): Promise<ArticleMove> {
  const id = articleId(key);
  if (id === undefined) return "unknown";
  return act.db
    .transaction()
    .execute(async (db) => {
      if ((await readArticleDocument(db, id))?.category !== category) return "unknown";
      const rows = await readArticleOrder(db, category);
      const sorts = new Map(rows.map((row) => [row.id, row.sort]));
      const order = rows.map((row) => row.id);
      const from = order.indexOf(id);
      const to = direction === "up" ? from - 1 : from + 1;
      const other = order[to];
      if (other === undefined) return "edge";
      order[from] = other;
      order[to] = id;
      for (const [sort, each] of order.entries()) {
        if (sorts.get(each) === sort) continue;
        const live = await readArticleDocument(db, each);
        if (!live) continue;
        const ref = articleRef(each);
        const outcome = await goLive({ ...act, db }, ref, { ...live, sort }, undefined);
        if (typeof outcome !== "object" || !("published" in outcome)) {
          // The whole move or nothing: an article that no longer passes today's checks stops it.
          throw new MoveRefused(ref.key);
        }
        await moveDraftToRevision(db, ref.key, sort, outcome.published);
      }
      return "moved" as const;
    })
    .catch((error: unknown) => {
      if (error instanceof MoveRefused) return { refused: error.key };
      throw error;
    });
}

class MoveRefused extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`article ${key} refused its new place`);
    this.key = key;
  }
}
