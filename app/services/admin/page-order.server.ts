import { followDraft, readDraft } from "#app/data/content/content-drafts.server.ts";
import { latestRevisionNumber } from "#app/data/content/content-revisions.server.ts";
import { readPageDocument } from "#app/data/content/page-documents.server.ts";
import { readSiblingOrder } from "#app/data/content/page-tree.server.ts";
import type { DocumentIssues } from "./site-documents.server.ts";
import { goLive, type Publisher } from "./site-publishing.server.ts";
import type { StaffAct } from "./staff-act.server.ts";

// Issue 27 "Pages and collections", ADR 062: moving a page among its siblings, one place up or down
// (the buttons) or to a sibling's place (drag and drop). The siblings keep their `sort` values, handed
// out again in the new order, so a move up or down swaps two pages' values. Every page whose `sort`
// changes is published in one transaction, each as its next revision (ADR 056, audited), and a draft
// waiting on it follows the new `sort`, so that publishing it later does not undo the move. If one of
// them cannot be published (a title missing in an enabled language), nothing moves.

/** One place up or down, or to the place of a sibling (by id), which shifts toward where it came from. */
export type PagePlace = "up" | "down" | { at: number };

export type PageMove =
  | "moved"
  | "unknown"
  /** Nowhere to go: first or last for up or down, its own place, or a page that is no sibling. */
  | "unmoved"
  | { refused: number; issues: DocumentIssues };

/** Thrown inside the transaction so that the pages published before the refused one roll back. */
class MoveRefused extends Error {
  readonly outcome: { refused: number; issues: DocumentIssues };
  constructor(outcome: { refused: number; issues: DocumentIssues }) {
    super("page move refused");
    this.outcome = outcome;
  }
}

export async function movePage(act: StaffAct, id: number, place: PagePlace): Promise<PageMove> {
  try {
    return await act.db.transaction().execute(async (db): Promise<PageMove> => {
      const siblings = await readSiblingOrder(db, id);
      const from = siblings?.findIndex((sibling) => sibling.id === id) ?? -1;
      const page = siblings?.[from];
      if (!siblings || !page) return "unknown";
      const to =
        place === "up"
          ? from - 1
          : place === "down"
            ? from + 1
            : siblings.findIndex((sibling) => sibling.id === place.at);
      if (to < 0 || to >= siblings.length || to === from) return "unmoved";
      const order = siblings.filter((sibling) => sibling.id !== id);
      order.splice(to, 0, page);
      const sorts = siblings.map((sibling) => sibling.sort);
      // Equal sorts are ordered by id and cannot say a new order: then the siblings count from 0.
      const distinct = sorts.every(
        (sort, index) => index === 0 || sort > (sorts[index - 1] ?? sort),
      );
      for (const [index, sibling] of order.entries()) {
        const sort = distinct ? (sorts[index] ?? index) : index;
        if (sort !== sibling.sort) await publishAt({ ...act, db }, sibling.id, sort);
      }
      return "moved";
    });
  } catch (error) {
    if (error instanceof MoveRefused) return error.outcome;
    throw error;
  }
}

/** Publishes the page's live state at its new `sort`; its draft, if any, follows. */
async function publishAt(publisher: Publisher, id: number, sort: number) {
  const { db } = publisher;
  const ref = { kind: "page", key: String(id) } as const;
  const live = await readPageDocument(db, id);
  if (!live) throw new Error(`page ${id} vanished during a move`);
  const base = await latestRevisionNumber(db, ref);
  const outcome = await goLive(publisher, ref, { ...live, sort }, undefined);
  if (typeof outcome !== "object") throw new Error(`page ${id}: ${outcome}`);
  if ("issues" in outcome) throw new MoveRefused({ refused: id, issues: outcome.issues });
  const draft = await readDraft(db, ref);
  if (draft && typeof draft.body === "object" && draft.body !== null)
    await followDraft(db, ref, {
      body: { ...draft.body, sort },
      // A draft begun on the live state stays in step with it; one already stale stays stale.
      baseRevision: draft.baseRevision === base ? outcome.published : draft.baseRevision,
    });
}
