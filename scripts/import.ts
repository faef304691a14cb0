import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#app/data/database.server.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { mediaDir, parseEnv } from "#app/services/env.server.ts";
import { fetchRemoteMedia } from "#app/services/media/remote-media.server.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { progressBar } from "./progress-bar.ts";
import { runCommand } from "./run-command.ts";
import { warmAndReport } from "./warm-variants.ts";

// `npm run import -- FILE.json [--full] [--dry-run]`: imports a CRM snapshot (docs/import-format.md).
const usage = "Usage: npm run import -- FILE.json [--full] [--dry-run] [--no-variants]";
const shownIssues = 50;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      full: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      // The server makes them in the background at its start, or on the first visit.
      "no-variants": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const [argument, ...extra] = positionals;
  if (!argument || extra.length > 0) return fail(usage);
  // npm runs scripts from the project folder; the path is the one the operator typed, where they typed it.
  const file = resolve(process.env.INIT_CWD ?? ".", argument);
  const env = parseEnv(process.env);
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return fail(`Cannot read ${file}`);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    return fail(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }

  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const result = await importSnapshot(db, input, {
      full: values.full,
      dryRun: values["dry-run"],
      baseDir: dirname(file),
      mediaDir: mediaDir(env),
      now: new Date(),
      onProgress: process.stderr.isTTY ? progressBar(process.stderr) : undefined,
    });
    if (!result.ok) {
      const lines = result.issues.slice(0, shownIssues).map((i) => `  ${i.path}: ${i.message}`);
      const more = result.issues.length - shownIssues;
      if (more > 0) lines.push(`  ...and ${more} more`);
      return fail(
        `${file} has ${result.issues.length} problem(s); nothing was changed:\n${lines.join("\n")}`,
      );
    }
    const { created, updated, skipped, withdrawn, owners } = result.summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // Owners only when the snapshot has an `owners` list (docs/import-format.md "Owners").
    const ownerCounts = owners
      ? `; owners: ${owners.created} created, ${owners.updated} updated, ${owners.unchanged} unchanged`
      : "";
    const counts = `${created} created, ${updated} updated, ${skipped} skipped (unchanged), ${withdrawn} withdrawn${ownerCounts}`;
    if (result.dryRun) {
      process.stdout.write(`Dry run of ${file}, nothing written. It would give: ${counts}.\n`);
      return 0;
    }
    process.stdout.write(`Imported ${file} in ${seconds} s: ${counts}.\n`);
    const remote = await fetchRemoteMedia(db, { mediaDir: mediaDir(env), now: new Date() });
    if (remote.fetched + remote.unreachable > 0) {
      process.stdout.write(
        `Fetched ${remote.fetched} remote file(s); ${remote.unreachable} unreachable, kept to try again next time.\n`,
      );
    }
    if (!values["no-variants"]) await warmAndReport(db, mediaDir(env));
    return 0;
  } finally {
    await db.destroy();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

runCommand(main);
