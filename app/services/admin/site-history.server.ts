import type { Kysely } from "kysely";
import { listStaffAccounts } from "#app/data/admin/staff-accounts.server.ts";
import { readDrafts } from "#app/data/content/content-drafts.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type DocumentChange, documentChanges } from "#app/model/content/document-changes.ts";
import {
  type SiteDocumentRef,
  type SiteRevision,
  siteDocumentKinds,
} from "#app/model/content/site-document.ts";
import { openDocument, revisionBody } from "./site-publishing.server.ts";

// docs/requirements.md §17 "History", ADR 056: what a document's history page shows: its revisions
// newest first with who published them, one revision compared with the current state, and the draft
// with what it would change.

export interface HistoryRevision extends SiteRevision {
  /** Who published it, by name (else e-mail); undefined for the state found before the desk. */
  by: string | undefined;
}

export interface DocumentHistory {
  revisions: HistoryRevision[];
  draft: { updatedAt: Date; by: string | undefined; changes: DocumentChange[] } | undefined;
  /** The revision asked for, against the live state; none when the document has no such revision. */
  compared: { number: number; changes: DocumentChange[] } | undefined;
}

export async function documentHistory(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  compare: number | undefined,
): Promise<DocumentHistory | undefined> {
  const document = await openDocument(db, ref);
  if (!document) return undefined;
  const [staff, comparedBody] = await Promise.all([
    listStaffAccounts(db),
    compare === undefined ? undefined : revisionBody({ db }, ref, compare),
  ]);
  const names = new Map(staff.map((member) => [member.id, member.name ?? member.email]));
  const nameOf = (id: number | undefined) => (id === undefined ? undefined : names.get(id));
  const { live, draft } = document;
  return {
    revisions: document.revisions.map((revision) => ({
      ...revision,
      by: nameOf(revision.staffId),
    })),
    draft: draft && {
      updatedAt: draft.updatedAt,
      by: nameOf(draft.staffId),
      changes: documentChanges(live, draft.body),
    },
    compared:
      compare === undefined || comparedBody === undefined
        ? undefined
        : { number: compare, changes: documentChanges(comparedBody, live) },
  };
}

/** Every draft not published, of every kind, last saved first: what a preview shows. */
export async function unpublishedDrafts(
  db: Kysely<Database>,
): Promise<(SiteDocumentRef & { updatedAt: Date })[]> {
  const kinds = await Promise.all(
    siteDocumentKinds.map(async (kind) =>
      [...(await readDrafts(db, kind))].map(([key, draft]) => ({
        kind,
        key,
        updatedAt: draft.updatedAt,
      })),
    ),
  );
  return kinds.flat().sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}
