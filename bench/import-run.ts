import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { openDatabase } from "#app/data/database.server.ts";
import { groupRecords } from "#app/model/catalogue/group-records.ts";
import { snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { migrateToLatest } from "#db/migrate.ts";

// One measured run in its own process, so that its peak memory is its own:
//   node bench/import-run.ts FILE validate|import DATA_DIR
// prints {"seconds":…,"peakMb":…} on stdout.
const [file = "", mode = "import", dataDir = ""] = process.argv.slice(2);
const started = performance.now();
const input: unknown = JSON.parse(await readFile(file, "utf8"));
if (mode === "validate") {
  const { issues } = groupRecords(snapshotSchema.parse(input));
  if (issues.length > 0) throw new Error(`${issues.length} issues`);
} else {
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  const result = await importSnapshot(db, input, {
    full: false,
    dryRun: false,
    baseDir: dirname(file),
    mediaDir: join(dataDir, "media"),
    now: new Date(),
  });
  await db.destroy();
  if (!result.ok)
    throw new Error(`${result.issues.length} issues, first: ${JSON.stringify(result.issues[0])}`);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
