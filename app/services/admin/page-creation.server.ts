import { saveDraft } from "#app/data/content/content-drafts.server.ts";
import { insertHiddenPage } from "#app/data/content/page-documents.server.ts";
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
