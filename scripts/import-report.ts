import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { ImportResult } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { fetchRemoteMedia } from "#app/services/media/remote-media.server.ts";
import { describeRemoteMedia } from "#app/services/media/remote-media-report.server.ts";
import { warmAndReport } from "./warm-variants.ts";

// What `npm run import` and `npm run sync` print: one line per problem, or the summary of what the
// import changed, then the remote files fetched and the variants made.

const shownIssues = 50;

export function problemsMessage(what: string, issues: RecordIssue[]): string {
  const lines = issues.slice(0, shownIssues).map((i) => `  ${i.path}: ${i.message}`);
  const more = issues.length - shownIssues;
  if (more > 0) lines.push(`  ...and ${more} more`);
  return `${what} has ${issues.length} problem(s); nothing was changed:\n${lines.join("\n")}`;
}

export async function reportImported(
  db: Kysely<Database>,
  run: {
    what: string;
    result: Extract<ImportResult, { ok: true }>;
    started: number;
    mediaDir: string;
    remoteBudgetMs: number;
    warmVariants: boolean;
  },
): Promise<number> {
  const { created, updated, skipped, withdrawn, owners } = run.result.summary;
  const seconds = ((performance.now() - run.started) / 1000).toFixed(1);
  // Owners only when the snapshot has an `owners` list (docs/import-format.md "Owners").
  const ownerCounts = owners
    ? `; owners: ${owners.created} created, ${owners.updated} updated, ${owners.unchanged} unchanged`
    : "";
  const counts = `${created} created, ${updated} updated, ${skipped} skipped (unchanged), ${withdrawn} withdrawn${ownerCounts}`;
  if (run.result.dryRun) {
    process.stdout.write(`Dry run of ${run.what}, nothing written. It would give: ${counts}.\n`);
    return 0;
  }
  process.stdout.write(`Imported ${run.what} in ${seconds} s: ${counts}.\n`);
  const remote = await fetchRemoteMedia(db, {
    mediaDir: run.mediaDir,
    now: new Date(),
    budgetMs: run.remoteBudgetMs,
  });
  for (const line of describeRemoteMedia(remote)) process.stdout.write(`${line}\n`);
  if (run.warmVariants) await warmAndReport(db, run.mediaDir);
  return 0;
}
