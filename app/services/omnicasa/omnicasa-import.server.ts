import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import {
  type ImportOptions,
  type ImportResult,
  importSnapshot,
} from "#app/services/catalogue-import/snapshot-import.server.ts";
import { missingRows } from "./feed-completeness.ts";
import { type FeedFile, snapshotFromFeed } from "./snapshot-from-answers.ts";

export type FeedImportResult = ImportResult & {
  /** Fields of the feed the site does not use (reported in one line). */
  unused: string[];
};

/**
 * Imports an Omnicasa feed (docs/requirements.md §11 "Real feeds"): maps every page into one snapshot and hands it to
 * the same validation and writer as a snapshot file; problems name the file, the record and the
 * Omnicasa field, and nothing is changed when there is any.
 */
export async function importOmnicasaFeed(
  db: Kysely<Database>,
  files: FeedFile[],
  options: ImportOptions,
): Promise<FeedImportResult> {
  const feed = snapshotFromFeed(files);
  const issues = [...missingRows(files), ...feed.issues];
  if (issues.length > 0) return { ok: false, issues, unused: feed.unused };
  const result = await importSnapshot(db, feed.snapshot, options);
  if (result.ok) return { ...result, unused: feed.unused };
  return { ok: false, issues: result.issues.map(feed.explain), unused: feed.unused };
}

/** The one line saying which fields were ignored, or nothing when every field was used. */
export function unusedFieldsLine(unused: string[]): string | undefined {
  if (unused.length === 0) return undefined;
  return `Ignored ${unused.length} field(s) the site does not use: ${unused.join(", ")}.`;
}
