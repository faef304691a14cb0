import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { deleteDraft, readDraft, saveDraft } from "#app/data/content/content-drafts.server.ts";
import {
  appendRevision,
  latestRevisionNumber,
  listRevisions,
  readRevisionBody,
} from "#app/data/content/content-revisions.server.ts";
import type { SiteDocumentRef, SiteRevision } from "#app/model/content/site-document.ts";
import { type DocumentIssues, documentKinds, parseDocument } from "./site-documents.server.ts";
import { auditAct, type StaffAct } from "./staff-act.server.ts";

// docs/requirements.md §17, ADR 056: every edit in the desk is a draft; publishing makes it live and keeps
// it as a numbered revision; a restore publishes an old revision again, as a new one. The live state is
// written through each kind's writer, which changes the content version: every server's page cache and
// sitemap files renew from it.

/** What the editor shows: the live state, the draft if any, and the history. */
export interface OpenDocument {
  live: unknown;
  draft: { body: unknown; updatedAt: Date; staffId: number | undefined } | undefined;
  revisions: SiteRevision[];
}

export async function openDocument(
  db: StaffAct["db"],
  ref: SiteDocumentRef,
): Promise<OpenDocument | undefined> {
  const kind = documentKinds[ref.kind];
  if (!(await kind.hasKey(db, ref.key))) return undefined;
  const [live, draft, revisions] = await Promise.all([
    kind.readLive(db, ref.key),
    readDraft(db, ref),
    listRevisions(db, ref),
  ]);
  return { live, draft, revisions };
}

export type DraftOutcome = "saved" | "unknown" | { issues: DocumentIssues };

/** Keeps a valid edit as the document's draft (replacing any other); an invalid one changes nothing. */
export async function saveDocumentDraft(
  act: StaffAct,
  ref: SiteDocumentRef,
  body: unknown,
): Promise<DraftOutcome> {
  const kind = documentKinds[ref.kind];
  if (!(await kind.hasKey(act.db, ref.key))) return "unknown";
  const parsed = parseDocument(kind, ref.key, body);
  if ("issues" in parsed) return { issues: parsed.issues };
  await act.db.transaction().execute(async (db) => {
    const baseRevision = (await readDraft(db, ref))?.baseRevision;
    await saveDraft(db, ref, {
      body: parsed.value,
      baseRevision: baseRevision ?? (await latestRevisionNumber(db, ref)),
      staffId: act.actorId,
      now: act.now,
    });
    await auditAct({ ...act, db }, { action: "site.draft", object: documentObject(ref) });
  });
  return "saved";
}

export type PublishOutcome =
  | { published: number }
  | "unknown"
  | "no-draft"
  /** Published or restored by someone else since this draft began: to be looked at again. */
  | "stale"
  | { issues: DocumentIssues };

/** Makes the draft live, as the document's next revision, and drops the draft. */
export async function publishDocument(
  act: StaffAct,
  ref: SiteDocumentRef,
): Promise<PublishOutcome> {
  const kind = documentKinds[ref.kind];
  if (!(await kind.hasKey(act.db, ref.key))) return "unknown";
  return act.db.transaction().execute(async (db) => {
    const draft = await readDraft(db, ref);
    if (!draft) return "no-draft";
    if (draft.baseRevision !== (await latestRevisionNumber(db, ref))) return "stale";
    const parsed = parseDocument(kind, ref.key, draft.body);
    if ("issues" in parsed) return { issues: parsed.issues };
    const outcome = await goLive({ ...act, db }, ref, parsed.value, undefined);
    if (typeof outcome === "object" && "published" in outcome) await deleteDraft(db, ref);
    return outcome;
  });
}

/** Publishes an old revision's body again, as a new revision; any draft stays as it is. */
export async function restoreRevision(
  act: StaffAct,
  ref: SiteDocumentRef,
  number: number,
): Promise<PublishOutcome> {
  const kind = documentKinds[ref.kind];
  if (!(await kind.hasKey(act.db, ref.key))) return "unknown";
  return act.db.transaction().execute(async (db) => {
    const body = await readRevisionBody(db, ref, number);
    if (body === undefined) return "unknown";
    // An old revision meets today's schema before it goes live again.
    const parsed = parseDocument(kind, ref.key, body);
    if ("issues" in parsed) return { issues: parsed.issues };
    return goLive({ ...act, db }, ref, parsed.value, number);
  });
}

/** Drops the draft: the editor shows the live state again. */
export async function discardDraft(act: StaffAct, ref: SiteDocumentRef): Promise<boolean> {
  return act.db.transaction().execute(async (db) => {
    const dropped = await deleteDraft(db, ref);
    if (dropped)
      await auditAct({ ...act, db }, { action: "site.discard", object: documentObject(ref) });
    return dropped;
  });
}

/** A revision's body, for the history's "compare with the current one". */
export function revisionBody(act: Pick<StaffAct, "db">, ref: SiteDocumentRef, number: number) {
  return readRevisionBody(act.db, ref, number);
}

/** Who publishes: a staff member, or nobody (`npm run site -- import`). */
export type Publisher = Omit<StaffAct, "actorId"> & { actorId: number | undefined };

/**
 * Writes a valid body live as the document's next revision, in the caller's transaction. The state
 * found before the desk's first publish becomes revision 1 first, so that it can be restored.
 */
export async function goLive(
  publisher: Publisher,
  ref: SiteDocumentRef,
  value: unknown,
  restoredFrom: number | undefined,
): Promise<PublishOutcome> {
  const { db, actorId, clientAddress, now } = publisher;
  const kind = documentKinds[ref.kind];
  const before = await kind.readLive(db, ref.key);
  const issues = await kind.writeLive(db, ref.key, value, { staffId: actorId, now });
  // Refused, nothing is kept: revision 1 appended anyway would make the document's draft stale.
  if (issues) return { issues };
  if ((await latestRevisionNumber(db, ref)) === undefined && before !== undefined)
    await appendRevision(db, ref, { body: before, staffId: undefined, now });
  const published = await appendRevision(db, ref, {
    body: value,
    staffId: actorId,
    ...(restoredFrom !== undefined && { restoredFrom }),
    now,
  });
  await appendStaffAudit(
    db,
    {
      staffId: actorId,
      action: restoredFrom === undefined ? "site.publish" : "site.restore",
      object: documentObject(ref),
      detail: { revision: published, ...(restoredFrom !== undefined && { from: restoredFrom }) },
      clientAddress,
    },
    now,
  );
  return { published };
}

const documentObject = (ref: SiteDocumentRef) => ({ kind: ref.kind, id: ref.key });
