import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "#app/data/database.server.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { fail, print, runCommand } from "./run-command.ts";
import { importReport } from "./site-report.ts";

// `npm run site -- export FILE | import FILE [--dry-run]` (docs/operations.md "The site as a file",
// ADR 056): the site's settings as one JSON file, judged by the desk's own schemas.

const usage = "Usage: npm run site -- export FILE | import FILE [--dry-run]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { "dry-run": { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [command, file] = positionals;
  const dryRun = values["dry-run"];
  if (!file || positionals.length !== 2 || (command !== "export" && command !== "import"))
    return fail(usage);
  if (command === "export" && dryRun) return fail(usage);
  const input = command === "import" ? await readSiteFile(file) : undefined;
  if (input instanceof Error) return fail(input.message);
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    if (command === "export") {
      await writeFile(file, `${JSON.stringify(await exportSite(db, new Date()), null, 2)}\n`);
      return print(`Wrote ${file}.`);
    }
    const outcome = await importSite(db, input, { dryRun, now: new Date() });
    const report = importReport(outcome, dryRun).join("\n");
    if ("problems" in outcome) return fail(report);
    return print(report);
  } finally {
    await db.destroy();
  }
}

async function readSiteFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch (error) {
    const reason = error instanceof SyntaxError ? "is not JSON" : "cannot be read";
    return new Error(`${file} ${reason}: ${(error as Error).message}`);
  }
}

runCommand(main);
