import { followDraft, readDraft } from "#app/data/content/content-drafts.server.ts";
import { latestRevisionNumber } from "#app/data/content/content-revisions.server.ts";
import { readPageDocument } from "#app/data/content/page-documents.server.ts";
import { readSiblingOrder } from "#app/data/content/page-tree.server.ts";
import type { DocumentIssues } from "./site-documents.server.ts";
import { goLive, type Publisher } from "./site-publishing.server.ts";
import type { StaffAct } from "./staff-act.server.ts";

// Issue 27 "Pages and collections", ADR 062: moving a page up or down among its siblings swaps its
// `sort` with its neighbour's. Both pages are published in one transaction, each as its next revision
// (ADR 056, audited), and a draft waiting on either follows the new `sort`, so that publishing it later
// does not undo the move. If either page cannot be published (a title missing in an enabled language),
// nothing moves.

export type MoveDirection = "up" | "down";

export type PageMove =
  | "moved"
  | "unknown"
  /** First or last among its siblings: nowhere to go. */
  | "edge"
  | { refused: number; issues: DocumentIssues };

/** Thrown inside the transaction so that the first page's publish rolls back with the second's refusal. */
class MoveRefused extends Error {
  readonly outcome: { refused: number; issues: DocumentIssues };
  constructor(outcome: { refused: number; issues: DocumentIssues }) {
    super("page move refused");
    this.outcome = outcome;
  }
}

export async function movePage(act: StaffAct, id: number, direction: MoveDirection) {
  try {
    return await act.db.transaction().execute(async (db): Promise<PageMove> => {
      const siblings = await readSiblingOrder(db, id);
      const at = siblings?.findIndex((sibling) => sibling.id === id) ?? -1;
      const page = siblings?.[at];
      if (!siblings || !page) return "unknown";
      const other = siblings[direction === "up" ? at - 1 : at + 1];
      if (!other) return "edge";
      const [first, second] = direction === "up" ? [page, other] : [other, page];
      // Equal sorts are ordered by id: the swap alone would change nothing, so the second goes one after.
      const low = Math.min(page.sort, other.sort);
      const high = Math.max(page.sort, other.sort, low + 1);
      await placePage({ ...act, db }, first.id, low);
      await placePage({ ...act, db }, second.id, high);
      return "moved";
    });
  } catch (error) {
    if (error instanceof MoveRefused) return error.outcome;
    throw error;
  }
}

/** Publishes the page's live state at its new `sort`; its draft, if any, follows. */
async function placePage(publisher: Publisher, id: number, sort: number) {
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
