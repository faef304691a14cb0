import type { Kysely } from "kysely";
import { optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SiteDocumentKind, SiteDocumentRef } from "#app/model/content/site-document.ts";

// The desk's drafts (migration 0033, ADR 056): one per document, shared by the staff; the last save wins.

export interface StoredDraft {
  /** The document as edited (JSON parsed; the caller's schema judges it). */
  body: unknown;
  baseRevision: number | undefined;
  staffId: number | undefined;
  updatedAt: Date;
}

export async function saveDraft(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  draft: { body: unknown; baseRevision: number | undefined; staffId: number; now: Date },
): Promise<void> {
  const values = {
    body: JSON.stringify(draft.body),
    base_revision: draft.baseRevision ?? null,
    staff_id: draft.staffId,
    updated_at: draft.now,
  };
  await db
    .insertInto("content_draft")
    .values({ kind: ref.kind, key: ref.key, ...values })
    .onConflict((oc) =>
      oc.columns(["kind", "key"]).doUpdateSet({
        body: values.body,
        staff_id: values.staff_id,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

export async function readDraft(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom("content_draft")
    .select(["body", "base_revision", "staff_id", "updated_at"])
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .executeTakeFirst();
  return row && storedDraft(row);
}

/** Every draft of a kind, by key: what a preview applies and what the desk lists as "not published". */
export async function readDrafts(
  db: Kysely<Database>,
  kind: SiteDocumentKind,
): Promise<Map<string, StoredDraft>> {
  const rows = await db
    .selectFrom("content_draft")
    .select(["key", "body", "base_revision", "staff_id", "updated_at"])
    .where("kind", "=", kind)
    .execute();
  return new Map(rows.map((row) => [row.key, storedDraft(row)]));
}

/**
 * Rewrites a draft's body and its base revision, keeping who saved it and when: a change published
 * beside the draft (a page's move, ADR 062) that the draft follows instead of going stale.
 */
export async function followDraft(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  draft: { body: unknown; baseRevision: number | undefined },
): Promise<void> {
  await db
    .updateTable("content_draft")
    .set({ body: JSON.stringify(draft.body), base_revision: draft.baseRevision ?? null })
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .execute();
}

export async function deleteDraft(db: Kysely<Database>, ref: SiteDocumentRef): Promise<boolean> {
  const result = await db
    .deleteFrom("content_draft")
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function storedDraft(row: {
  body: string;
  base_revision: number | null;
  staff_id: number | null;
  updated_at: Date | string;
}): StoredDraft {
  return {
    body: JSON.parse(row.body) as unknown,
    baseRevision: optional(row.base_revision),
    staffId: optional(row.staff_id),
    updatedAt: new Date(row.updated_at),
  };
}
