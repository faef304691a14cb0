import { rm, rmdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { writeCatalogue } from "#app/data/catalogue/catalogue-writer.server.ts";
import {
  findMediaContent,
  type StoredMedia,
  storeMediaContent,
} from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { ImportSummary, RefusedIds } from "#app/model/catalogue/catalogue-plan.ts";
import type { Catalogue } from "#app/model/catalogue/entities.ts";
import { groupRecords, type RecordIssue } from "#app/model/catalogue/group-records.ts";
import { type Snapshot, snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { checkLocalFiles, isLocal, type LocalFiles, readLocalFile } from "./local-files.server.ts";
import { importOwners, type OwnersSummary, ownerIssues } from "./owners-import.server.ts";

export interface ImportOptions {
  full: boolean;
  dryRun: boolean;
  /** Relative file paths in the snapshot are read from here (the snapshot's folder). */
  baseDir: string;
  mediaDir: string;
  now: Date;
  /** Entities whose records a sync refused: a full import does not withdraw them. */
  refusedIds?: RefusedIds | undefined;
  onProgress?: (done: number, total: number) => void;
}

/** The owners' counts when the snapshot has an `owners` list. */
type SnapshotSummary = ImportSummary & { owners?: OwnersSummary };

export type ImportResult =
  | { ok: true; summary: SnapshotSummary; dryRun: boolean }
  | { ok: false; issues: RecordIssue[] };

/**
 * Imports a CRM snapshot (docs/requirements.md §3 shape): validates everything first and changes nothing when anything
 * is wrong; then copies local files into the media store and upserts the catalogue in one transaction.
 */
export async function importSnapshot(
  db: Kysely<Database>,
  input: unknown,
  options: ImportOptions,
): Promise<ImportResult> {
  const parsed = snapshotSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  const { catalogue, issues: recordIssues } = groupRecords(parsed.data);
  const localFiles = await checkLocalFiles(parsed.data, options.baseDir);
  // Joined in an array literal, not by `push(...list)`: a spread into a call passes every element as an
  // argument on the stack, and a snapshot with ~442,000 refused photo references overflowed it (issue 29).
  const issues = [
    ...recordIssues,
    ...(await referenceIssues(db, parsed.data, catalogue)),
    ...(await ownerIssues(db, parsed.data, catalogue)),
    ...localFiles.issues,
  ];
  if (issues.length > 0) return { ok: false, issues };

  // Originals this import put on the disk: taken away again when it is refused or fails, so a refused
  // import leaves the media folder as it found it (the database is rolled back with the transaction).
  const written: string[] = [];
  try {
    const summary = await db.transaction().execute(async (trx) => {
      const stored = await storeLocalFiles(trx, catalogue, localFiles, options, written);
      if (stored.issues.length > 0) throw new FilesRefused(stored.issues);
      const result: SnapshotSummary = {
        ...(await writeCatalogue(trx, catalogue, { ...options, mediaFileIds: stored.ids })),
        owners: await importOwners(trx, parsed.data, options.now),
      };
      if (options.dryRun) throw new DryRunDone(result);
      return result;
    });
    return { ok: true, summary, dryRun: false };
  } catch (error) {
    await removeWritten(written);
    if (error instanceof DryRunDone) return { ok: true, summary: error.summary, dryRun: true };
    if (error instanceof FilesRefused) return { ok: false, issues: error.issues };
    throw error;
  }
}

/** Removes the originals a failed import wrote, and the folder each one's write created (left empty). */
async function removeWritten(files: string[]): Promise<void> {
  for (const file of files) {
    await rm(file, { force: true });
    await rmdir(dirname(file)).catch(() => undefined);
  }
}

/** Ends the transaction when a file's content is not what its field says. */
class FilesRefused extends Error {
  readonly issues: RecordIssue[];
  constructor(issues: RecordIssue[]) {
    super("files refused");
    this.issues = issues;
  }
}

/** Ends a dry run's transaction by rolling it back, carrying what would have been written. */
class DryRunDone extends Error {
  readonly summary: SnapshotSummary;
  constructor(summary: SnapshotSummary) {
    super("dry run");
    this.summary = summary;
  }
}

function zodIssues(error: z.ZodError): RecordIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.reduce<string>(
      (path, part) =>
        typeof part === "number"
          ? `${path}[${part}]`
          : path
            ? `${path}.${String(part)}`
            : String(part),
      "",
    ),
    message: issue.message,
  }));
}

/**
 * Types (the main one and every one in WebIDs), goals allowed by the type (docs/requirements.md §3: land and investment
 * buildings are sale only) and projects.
 */
async function referenceIssues(
  db: Kysely<Database>,
  snapshot: Snapshot,
  catalogue: Catalogue,
): Promise<RecordIssue[]> {
  const storedTypes = await db
    .selectFrom("property_type")
    .select(["web_id", "for_sale", "for_rent"])
    .execute();
  const types = new Map<number, { sale: boolean; rent: boolean }>(
    storedTypes.map((t) => [t.web_id, { sale: Boolean(t.for_sale), rent: Boolean(t.for_rent) }]),
  );
  for (const t of catalogue.propertyTypes) types.set(t.webId, { sale: t.forSale, rent: t.forRent });
  const storedProjects = await db.selectFrom("project").select("id").execute();
  const projects = new Set([
    ...storedProjects.map((p) => p.id),
    ...catalogue.projects.map((p) => p.id),
  ]);

  const issues: RecordIssue[] = [];
  snapshot.properties.forEach((record, index) => {
    const type = types.get(record.WebID);
    const path = `properties[${index}]`;
    if (!type) {
      issues.push({
        path: `${path}.WebID`,
        message: `${record.WebID} is not a known property type`,
      });
    } else if (!(record.Goal === 0 ? type.sale : type.rent)) {
      issues.push({
        path: `${path}.Goal`,
        message: `type ${record.WebID} cannot be offered for ${record.Goal === 0 ? "sale" : "rent"}`,
      });
    }
    // Every type of the list, not only the main one: a property is searched by each of its types.
    const unknownTypes = new Set(
      (record.WebIDs?.split(",") ?? [])
        .map((v) => Number(v.trim()))
        .filter((webId) => !types.has(webId)),
    );
    for (const webId of unknownTypes) {
      issues.push({
        path: `${path}.WebIDs`,
        message: `${webId} is not a known property type`,
      });
    }
    if (record.ProjectID !== undefined && !projects.has(record.ProjectID)) {
      issues.push({
        path: `${path}.ProjectID`,
        message: `project ${record.ProjectID} does not exist`,
      });
    }
  });
  return issues;
}

/**
 * The stored original of every file the catalogue names: local files are read once each, checked for
 * what their field says (issues name the first field naming the file) and copied into the media store,
 * or on a dry run only looked up there (so that it compares what the import would); http(s) files
 * fetched by an earlier import are found again. Photos get their real pixel size. After the first
 * refused file nothing more is stored, but every file is checked.
 */
async function storeLocalFiles(
  db: Kysely<Database>,
  catalogue: Catalogue,
  localFiles: LocalFiles,
  options: ImportOptions,
  written: string[],
): Promise<{ ids: Map<string, number>; issues: RecordIssue[] }> {
  const issues: RecordIssue[] = [];
  const storedFiles = new Map<string, Known>();
  for (const local of localFiles.files.values()) {
    const read = await readLocalFile(local);
    if ("problem" in read) {
      issues.push({ path: local.field, message: read.problem });
      continue;
    }
    if (issues.length > 0) continue;
    const stored = options.dryRun
      ? (await findMediaContent(db, read.content)).stored
      : await storeMediaContent(
          db,
          options.mediaDir,
          read.content,
          read.mimeType,
          options.now,
          (file) => written.push(file),
        );
    if (stored) storedFiles.set(local.file, stored);
  }
  const ids = new Map<string, number>();
  if (issues.length > 0) return { ids, issues };

  const fetched = await fetchedEarlier(db, catalogue);
  const find = (url: string) => {
    if (!isLocal(url)) return fetched.get(url);
    const file = localFiles.byUrl.get(url);
    return file ? storedFiles.get(file) : undefined;
  };
  for (const { media } of [...catalogue.projects, ...catalogue.properties]) {
    for (const picture of media.pictures) {
      const stored = find(picture.Url);
      if (stored) ids.set(picture.Url, stored.id);
      if (stored?.width && stored.height)
        Object.assign(picture, { Width: stored.width, Height: stored.height });
    }
    for (const document of media.documents) {
      const stored = find(document.Url);
      if (stored) ids.set(document.Url, stored.id);
    }
  }
  return { ids, issues };
}

type Known = Pick<StoredMedia, "id" | "width" | "height">;

async function fetchedEarlier(
  db: Kysely<Database>,
  catalogue: Catalogue,
): Promise<Map<string, Known>> {
  const urls = [
    ...new Set(
      [...catalogue.projects, ...catalogue.properties].flatMap(({ media }) =>
        [...media.pictures, ...media.documents]
          .map((item) => item.Url)
          .filter((url) => /^https?:/i.test(url)),
      ),
    ),
  ];
  const known = new Map<string, Known>();
  for (let i = 0; i < urls.length; i += 500) {
    const rows = await db
      .selectFrom("attachment")
      .select(["url", "media_file_id", "width", "height"])
      .where("url", "in", urls.slice(i, i + 500))
      .where("media_file_id", "is not", null)
      .execute();
    for (const row of rows) {
      if (row.url && row.media_file_id)
        known.set(row.url, { id: row.media_file_id, width: row.width, height: row.height });
    }
  }
  return known;
}
