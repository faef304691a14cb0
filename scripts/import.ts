import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { openDatabase } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import {
  type ImportOptions,
  type ImportResult,
  importSnapshot,
} from "#app/services/catalogue-import/snapshot-import.server.ts";
import { mediaDir, parseEnv } from "#app/services/env.server.ts";
import {
  importOmnicasaFeed,
  unusedFieldsLine,
} from "#app/services/omnicasa/omnicasa-import.server.ts";
import { readFeed } from "#app/services/omnicasa/read-feed.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { problemsMessage, reportImported } from "./import-report.ts";
import { progressBar } from "./progress-bar.ts";
import { fail, runCommand } from "./run-command.ts";

// `npm run import -- FILE.json [--full] [--dry-run]`: imports a CRM snapshot (docs/import-format.md);
// `--from omnicasa FILE|FOLDER` reads Omnicasa API answers instead (docs/import-format.md "Omnicasa").
const usage =
  "Usage: npm run import -- [--from snapshot|omnicasa [--language en|nl|fr|de]] FILE.json|FOLDER [--full] [--dry-run] [--no-variants]";

/** What was read from the command line's path, ready to be imported into an open database. */
type Source = { ok: true; baseDir: string; run: Importer } | { ok: false; message: string };
type Importer = (db: Kysely<Database>, options: ImportOptions) => Promise<ImportResult>;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      from: { type: "string", default: "snapshot" },
      // Omnicasa answers whose items leave out LanguageId (docs/import-format.md "Omnicasa").
      language: { type: "string" },
      full: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
      // The server makes them in the background at its start, or on the first visit.
      "no-variants": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const [argument, ...extra] = positionals;
  if (!argument || extra.length > 0) return fail(usage);
  if (values.from !== "snapshot" && values.from !== "omnicasa") {
    return fail(`--from must be snapshot or omnicasa (got ${values.from}). ${usage}`);
  }
  const language = languages.find((code) => code === values.language);
  if (values.language !== undefined && (!language || values.from !== "omnicasa")) {
    return fail(`--language goes with --from omnicasa and is en, nl, fr or de. ${usage}`);
  }
  // npm runs scripts from the project folder; the path is the one the operator typed, where they typed it.
  const path = resolve(process.env.INIT_CWD ?? ".", argument);
  const env = parseEnv(process.env);
  const source =
    values.from === "omnicasa" ? await omnicasaSource(path, language) : await snapshotSource(path);
  if (!source.ok) return fail(source.message);

  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const result = await source.run(db, {
      full: values.full,
      dryRun: values["dry-run"],
      baseDir: source.baseDir,
      mediaDir: mediaDir(env),
      now: new Date(),
      onProgress: process.stderr.isTTY ? progressBar(process.stderr) : undefined,
    });
    if (!result.ok) return fail(problemsMessage(path, result.issues));
    return await reportImported(db, {
      what: path,
      result,
      started,
      mediaDir: mediaDir(env),
      remoteBudgetMs: env.REMOTE_MEDIA_BUDGET_SECONDS * 1000,
      warmVariants: !values["no-variants"],
    });
  } finally {
    await db.destroy();
  }
}

async function snapshotSource(file: string): Promise<Source> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return { ok: false, message: `Cannot read ${file}` };
  let input: unknown;
  try {
    // A UTF-8 byte order mark, which some exports start with, is not JSON (issue 28, defect 8).
    input = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : error;
    return { ok: false, message: `${file} is not valid JSON: ${reason}` };
  }
  return {
    ok: true,
    baseDir: dirname(file),
    run: (db, options) => importSnapshot(db, input, options),
  };
}

async function omnicasaSource(path: string, language: Language | undefined): Promise<Source> {
  const feed = await readFeed(path, language);
  if (feed.issues.length > 0) return { ok: false, message: problemsMessage(path, feed.issues) };
  return {
    ok: true,
    baseDir: feed.baseDir,
    run: async (db, options) => {
      const result = await importOmnicasaFeed(db, feed.files, options);
      const unused = unusedFieldsLine(result.unused);
      if (unused) process.stdout.write(`${unused}\n`);
      return result;
    },
  };
}

runCommand(main);
