import { parseArgs } from "node:util";
import { openDatabase } from "#app/data/database.server.ts";
import { mediaDir, omnicasaAccess, parseEnv } from "#app/services/env.server.ts";
import { unusedFieldsLine } from "#app/services/omnicasa/omnicasa-import.server.ts";
import { problemLine, syncFromOmnicasa } from "#app/services/omnicasa/omnicasa-sync.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { problemsMessage, reportImported } from "./import-report.ts";
import { fail, runCommand } from "./run-command.ts";

// `npm run sync`: fetches the whole catalogue from the Omnicasa API and imports it in one go
// (docs/operations.md "Syncing from Omnicasa"); a page that cannot be had changes nothing.
const usage = "Usage: npm run sync [-- --no-variants]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { "no-variants": { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length > 0) return fail(usage);
  const env = parseEnv(process.env);
  const access = omnicasaAccess(env);
  if (!access) {
    return fail(
      "Nothing to sync from: set OMNICASA_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD.",
    );
  }
  const { db, engine } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const host = new URL(access.url).host;
    const outcome = await syncFromOmnicasa(db, access, {
      engine,
      mediaDir: mediaDir(env),
      now: new Date(),
    });
    if (outcome.ok === "busy")
      return fail("Another sync is running on this database; nothing was done.");
    const unused = unusedFieldsLine(outcome.unused);
    if (unused) process.stdout.write(`${unused}\n`);
    if (!outcome.ok) return fail(problemsMessage(`Omnicasa (${host})`, outcome.issues));
    for (const warning of outcome.warnings) process.stderr.write(`Warning: ${warning}\n`);
    if (outcome.refused.length > 0) {
      const lines = outcome.refused.map((issue) => `  ${problemLine(issue)}\n`).join("");
      process.stderr.write(
        `Records left out, the others imported (${outcome.refused.length} problem(s)):\n${lines}`,
      );
    }
    return await reportImported(db, {
      what: `Omnicasa (${host}, ${outcome.pages} page(s))`,
      result: outcome,
      started,
      mediaDir: mediaDir(env),
      remoteBudgetMs: env.REMOTE_MEDIA_BUDGET_SECONDS * 1000,
      warmVariants: !values["no-variants"],
    });
  } finally {
    await db.destroy();
  }
}

runCommand(main);
