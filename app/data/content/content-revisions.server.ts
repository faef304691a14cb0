import type { Kysely } from "kysely";
import { optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SiteDocumentRef, SiteRevision } from "#app/model/content/site-document.ts";

// The published states of the desk's documents (migration 0033, ADR 056), numbered from 1 per document.
// Rows are only appended: a restore is a new revision naming the one it restored.

/** The document's newest revision number, or undefined before its first publish. */
export async function latestRevisionNumber(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("content_revision")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .executeTakeFirst();
  return row?.number == null ? undefined : Number(row.number);
}

/** Appends the next revision and answers its number. Run it in the publish's transaction. */
export async function appendRevision(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  revision: { body: unknown; staffId: number | undefined; restoredFrom?: number; now: Date },
): Promise<number> {
  const number = ((await latestRevisionNumber(db, ref)) ?? 0) + 1;
  await db
    .insertInto("content_revision")
    .values({
      kind: ref.kind,
      key: ref.key,
      number,
      body: JSON.stringify(revision.body),
      restored_from: revision.restoredFrom ?? null,
      staff_id: revision.staffId ?? null,
      published_at: revision.now,
    })
    .execute();
  return number;
}

/** A document's revisions, newest first. */
export async function listRevisions(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
): Promise<SiteRevision[]> {
  const rows = await db
    .selectFrom("content_revision")
    .select(["number", "published_at", "staff_id", "restored_from"])
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .orderBy("number", "desc")
    .execute();
  return rows.map((row) => ({
    number: row.number,
    publishedAt: new Date(row.published_at),
    staffId: optional(row.staff_id),
    restoredFrom: optional(row.restored_from),
  }));
}

/** A revision's body (JSON parsed), or undefined when the document has no such revision. */
export async function readRevisionBody(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  number: number,
): Promise<unknown> {
  const row = await db
    .selectFrom("content_revision")
    .select("body")
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .where("number", "=", number)
    .executeTakeFirst();
  return row === undefined ? undefined : (JSON.parse(row.body) as unknown);
}

/** Forgets a deleted document's revisions: a later document given the same key starts its own history. */
export async function deleteRevisions(db: Kysely<Database>, ref: SiteDocumentRef): Promise<void> {
  await db
    .deleteFrom("content_revision")
    .where("kind", "=", ref.kind)
    .where("key", "=", ref.key)
    .execute();
}
