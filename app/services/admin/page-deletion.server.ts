import { deleteDraft } from "#app/data/content/content-drafts.server.ts";
import { type PageRemoval, removePageRow } from "#app/data/content/page-tree.server.ts";
import { auditAct, type StaffAct } from "./staff-act.server.ts";

// Issue 27 "Pages and collections", ADR 062 "Deleting a page": not a publish. Refused while the page has
// children; otherwise its row, its modules and its draft go in one transaction, its revisions stay (the
// history of what was), and the content version changes. Its address is free again, not redirected,
// as when a page is hidden.

export function deletePage(act: StaffAct, id: number): Promise<PageRemoval> {
  return act.db.transaction().execute(async (db) => {
    const outcome = await removePageRow(db, id);
    if (outcome !== "removed") return outcome;
    await deleteDraft(db, { kind: "page", key: String(id) });
    await auditAct(
      { ...act, db },
      { action: "page.delete", object: { kind: "page", id: String(id) } },
    );
    return outcome;
  });
}
