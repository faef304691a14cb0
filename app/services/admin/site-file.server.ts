import type { Kysely } from "kysely";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type DocumentChange, documentChanges } from "#app/model/content/document-changes.ts";
import { withoutNamedMedia } from "#app/model/content/named-media.ts";
import {
  type SiteDocumentKind,
  type SiteDocumentRef,
  siteDocumentKinds,
} from "#app/model/content/site-document.ts";
import { type SiteFile, siteFileSchema } from "#app/model/content/site-file.ts";
import { type DocumentIssues, documentKinds, parseDocument } from "./site-documents.server.ts";
import {
  exportRedirects,
  type RedirectsChange,
  replaceRedirects,
} from "./site-file-redirects.server.ts";
import { goLive } from "./site-publishing.server.ts";

// `npm run site -- export|import` (ADR 056): the site's documents and redirects as one file, so that a
// site is set up from a file, kept in git, and copied from staging to production. An import is judged
// whole, then applied in one transaction: documents the site lacks are made first (ADR 062, amended),
// each changed document goes live as a revision by nobody, exactly as a publish from the desk would,
// then the redirects table becomes the file's. A dry run does the same and rolls it back, so that it
// finds every refusal the import would meet. Media the file names by a name (the demo's `demo:logo`,
// named-media.ts) are left out of their documents; a document not valid without them stays as it is.

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
  const redirects = await exportRedirects(db);
  return { format: "site", version: 1, exportedAt: now.toISOString(), documents, redirects };
}

export interface ImportedDocument {
  ref: SiteDocumentRef;
  changes: DocumentChange[];
  /** The site lacked it: the import makes it. */
  created?: true;
}

export interface ImportProblem {
  where: string;
  issues: DocumentIssues | string;
}

/** Media the file names by a name, left out of a document; `kept`: the document stays as it is. */
export interface LeftOutMedia {
  where: string;
  names: string[];
  kept?: true;
}

export type ImportOutcome =
  | {
      applied: boolean;
      documents: ImportedDocument[];
      redirects?: RedirectsChange;
      leftOut?: LeftOutMedia[];
    }
  | { problems: ImportProblem[] };

type Planned = ImportedDocument & { value: unknown };

/**
 * Reads a site file: every document it names is checked by its kind; with `dryRun`, says what would
 * change; otherwise applies it in one transaction. Documents the file does not name stay as they are,
 * and so does the redirects table when the file has no `redirects`.
 */
export async function importSite(
  db: Kysely<Database>,
  input: unknown,
  { dryRun, now }: { dryRun: boolean; now: Date },
): Promise<ImportOutcome> {
  const file = siteFileSchema.safeParse(input);
  if (!file.success) return { problems: [{ where: "file", issues: file.error.issues }] };
  const problems: ImportProblem[] = [];
  const planned: Planned[] = [];
  const leftOut: LeftOutMedia[] = [];
  for (const kind of siteDocumentKinds)
    for (const [key, body] of Object.entries(file.data.documents[kind] ?? {})) {
      const { value, names } = withoutNamedMedia(body);
      const judged = await judge(db, { kind, key }, value);
      if (names.length > 0)
        leftOut.push({ where: `${kind}/${key}`, names, ...("issues" in judged && { kept: true }) });
      if ("issues" in judged) {
        if (names.length === 0) problems.push(judged);
      } else if (judged.changes.length > 0) planned.push(judged);
    }
  if (problems.length > 0) return { problems };
  const { redirects } = file.data;
  const documents = planned.map(({ value: _, ...document }) => document);
  const named = leftOut.length > 0 ? { leftOut } : {};
  if (planned.length === 0 && (!redirects || (await sameRedirects(db, redirects))))
    return {
      applied: false,
      documents,
      ...(redirects && { redirects: { added: 0, removed: 0 } }),
      ...named,
    };
  return db
    .transaction()
    .execute(async (trx) => {
      await makeMissing(trx, planned, now);
      const publisher = { db: trx, actorId: undefined, clientAddress: "command", now };
      for (const { ref, value } of planned) {
        const outcome = await goLive(publisher, ref, value, undefined);
        if (typeof outcome === "object" && "issues" in outcome)
          throw new RolledBack({
            problems: [{ where: `${ref.kind}/${ref.key}`, issues: outcome.issues }],
          });
      }
      const replaced = redirects && (await replaceRedirects(trx, redirects, now));
      if (replaced && "problems" in replaced) throw new RolledBack(replaced);
      const outcome = {
        applied: !dryRun,
        documents,
        ...(replaced && { redirects: replaced }),
        ...named,
      };
      if (dryRun) throw new RolledBack(outcome);
      return outcome;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.outcome;
      throw error;
    });
}

/** One document of the file: its body checked by its kind, what it changes, whether it is new. */
async function judge(
  db: Kysely<Database>,
  ref: SiteDocumentRef,
  body: unknown,
): Promise<Planned | ImportProblem> {
  const kind = documentKinds[ref.kind];
  const where = `${ref.kind}/${ref.key}`;
  const exists = await kind.hasKey(db, ref.key);
  if (!exists && !kind.create?.canMake(ref.key)) return { where, issues: "unknown document" };
  const parsed = parseDocument(kind, ref.key, body);
  if ("issues" in parsed) return { where, issues: parsed.issues };
  const before = exists ? await kind.readLive(db, ref.key) : undefined;
  const changes = documentChanges(before, parsed.value);
  return { ref, changes, value: parsed.value, ...(!exists && { created: true as const }) };
}

/** The documents the site lacks, made by their kinds before any is published. */
async function makeMissing(db: Kysely<Database>, planned: readonly Planned[], now: Date) {
  const missing = new Map<SiteDocumentKind, Map<string, unknown>>();
  for (const { ref, value, created } of planned)
    if (created) missing.set(ref.kind, (missing.get(ref.kind) ?? new Map()).set(ref.key, value));
  for (const [kind, documents] of missing)
    await documentKinds[kind].create?.make(db, documents, now);
}

async function sameRedirects(
  db: Kysely<Database>,
  redirects: NonNullable<SiteFile["redirects"]>,
): Promise<boolean> {
  const stored = await readRedirectMap(db);
  return (
    stored.size === redirects.length && redirects.every(({ from, to }) => stored.get(from) === to)
  );
}

/**
 * Ends the import's transaction by rolling it back, carrying its outcome: the problems when the site as a
 * whole refused a file valid document by document, or what a dry run would have done.
 */
class RolledBack extends Error {
  readonly outcome: ImportOutcome;
  constructor(outcome: ImportOutcome) {
    super("site import rolled back");
    this.outcome = outcome;
  }
}
