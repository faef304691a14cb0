import { saveDraft } from "#app/data/content/content-drafts.server.ts";
import { insertHiddenPage } from "#app/data/content/page-documents.server.ts";
import { readPageTreeRows } from "#app/data/content/page-tree.server.ts";
import { pageDocumentSchema } from "#app/model/content/page-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import type { DocumentIssues } from "./site-documents.server.ts";
import { auditAct, type StaffAct } from "./staff-act.server.ts";

// Issue 27 "Pages and collections", ADR 062: a new page is a document like any other from its first
// save: a hidden row (its key) and its first draft, in one transaction. Publishing the draft puts it in
// the menu, with the checks of every publish (languages, place, address); until then no visitor sees it.

export type PageCreation = { created: SiteDocumentRef } | { issues: DocumentIssues };

export async function createPage(act: StaffAct, body: unknown): Promise<PageCreation> {
  const parsed = pageDocumentSchema.safeParse(body);
  if (!parsed.success) return { issues: parsed.error.issues };
  return act.db.transaction().execute(async (db) => {
    const id = await insertHiddenPage(db, parsed.data, act.now);
    const ref = { kind: "page", key: String(id) } as const;
    await saveDraft(db, ref, {
      body: parsed.data,
      baseRevision: undefined,
      staffId: act.actorId,
      now: act.now,
    });
    await auditAct(
      { ...act, db },
      { action: "site.draft", object: { kind: ref.kind, id: ref.key }, detail: { created: true } },
    );
    return { created: ref };
  });
}

/** The desk's "New page" form: what a page needs to exist; its texts are written in its editor. */
export interface NewPage {
  name: string;
  path: string;
  parent: number | null;
}

/**
 * Issue 27: a page made from the tree goes last among its parent's children. A parent that does not
 * exist, or a sibling at the same address (compared without case, as a publish does), is refused at
 * once rather than at its first publish.
 */
export async function addPage(act: StaffAct, page: NewPage): Promise<PageCreation> {
  const rows = await readPageTreeRows(act.db);
  if (page.parent !== null && !rows.some((row) => row.id === page.parent))
    return { issues: [placeIssue("parent", "unknown-page")] };
  const siblings = rows.filter((row) => row.parent === page.parent);
  if (siblings.some((row) => row.path.toLowerCase() === page.path.toLowerCase()))
    return { issues: [placeIssue("path", "path-taken")] };
  const sort = Math.max(-1, ...siblings.map((row) => row.sort)) + 1;
  return createPage(act, { ...page, sort, params: { title: {} } });
}

const placeIssue = (field: string, message: string) =>
  ({ code: "custom", path: [field] as PropertyKey[], message, input: undefined }) as const;
