import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { type DocumentChange, documentChanges } from "#app/model/content/document-changes.ts";
import { type SiteDocumentRef, siteDocumentKinds } from "#app/model/content/site-document.ts";
import { type SiteFile, siteFileSchema } from "#app/model/content/site-file.ts";
import { type DocumentIssues, documentKinds } from "./site-documents.server.ts";
import { goLive } from "./site-publishing.server.ts";

// `npm run site -- export|import` (ADR 056): the site's documents as one file, so that a site is set up
// from a file, kept in git, and copied from staging to production. An import is judged whole before
// anything is written, then applied in one transaction: each changed document goes live as a revision
// by nobody, exactly as a publish from the desk would.

export async function exportSite(db: Kysely<Database>, now: Date): Promise<SiteFile> {
  const documents: SiteFile["documents"] = {};
  for (const kind of siteDocumentKinds) {
    const byKey: Record<string, unknown> = {};
    for (const key of await documentKinds[kind].keys(db)) {
      const live = await documentKinds[kind].readLive(db, key);
      if (live !== undefined) byKey[key] = live;
    }
    documents[kind] = byKey;
  }
  return { format: "site", version: 1, exportedAt: now.toISOString(), documents };
}

export interface ImportedDocument {
  ref: SiteDocumentRef;
  changes: DocumentChange[];
}

export type ImportOutcome =
  | { applied: boolean; documents: ImportedDocument[] }
  | { problems: { where: string; issues: DocumentIssues | string }[] };

/**
 * Reads a site file: every document it names is checked by its kind; with `dryRun`, says what would
 * change; otherwise applies the changed documents in one transaction. Documents the file does not name
 * stay as they are.
 */
export async function importSite(
  db: Kysely<Database>,
  input: unknown,
  { dryRun, now }: { dryRun: boolean; now: Date },
): Promise<ImportOutcome> {
  const file = siteFileSchema.safeParse(input);
  if (!file.success) return { problems: [{ where: "file", issues: file.error.issues }] };
  const problems: { where: string; issues: DocumentIssues | string }[] = [];
  const planned: (ImportedDocument & { value: unknown })[] = [];
  for (const kind of siteDocumentKinds)
    for (const [key, body] of Object.entries(file.data.documents[kind] ?? {})) {
      const ref = { kind, key };
      const where = `${kind}/${key}`;
      if (!(await documentKinds[kind].hasKey(db, key))) {
        problems.push({ where, issues: "unknown document" });
        continue;
      }
      const parsed = documentKinds[kind].parse(key, body);
      if ("issues" in parsed) problems.push({ where, issues: parsed.issues });
      else {
        const changes = documentChanges(await documentKinds[kind].readLive(db, key), parsed.value);
        if (changes.length > 0) planned.push({ ref, changes, value: parsed.value });
      }
    }
  if (problems.length > 0) return { problems };
  const documents = planned.map(({ ref, changes }) => ({ ref, changes }));
  if (dryRun || planned.length === 0) return { applied: false, documents };
  return db
    .transaction()
    .execute(async (trx) => {
      const publisher = { db: trx, actorId: undefined, clientAddress: "command", now };
      for (const { ref, value } of planned) {
        const outcome = await goLive(publisher, ref, value, undefined);
        if (typeof outcome === "object" && "issues" in outcome)
          throw new SiteImportRefused(`${ref.kind}/${ref.key}`, outcome.issues);
      }
      return { applied: true, documents };
    })
    .catch((error: unknown) => {
      if (error instanceof SiteImportRefused)
        return { problems: [{ where: error.where, issues: error.issues }] };
      throw error;
    });
}

/** A document valid alone that the site as a whole refused: the transaction is rolled back. */
class SiteImportRefused extends Error {
  readonly where: string;
  readonly issues: DocumentIssues;
  constructor(where: string, issues: DocumentIssues) {
    super(`site import refused at ${where}`);
    this.where = where;
    this.issues = issues;
  }
}
