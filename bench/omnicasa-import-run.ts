import { join } from "node:path";
import { openDatabase } from "#app/data/database.server.ts";
import { importOmnicasaFeed } from "#app/services/omnicasa/omnicasa-import.server.ts";
import { readFeed } from "#app/services/omnicasa/read-feed.server.ts";
import { migrateToLatest } from "#db/migrate.ts";

// One measured Omnicasa import in its own process, so that its peak memory is its own:
//   node bench/omnicasa-import-run.ts FOLDER DATA_DIR
// prints {"seconds":…,"peakMb":…} on stdout.
const [folder = "", dataDir = ""] = process.argv.slice(2);
const started = performance.now();
const feed = await readFeed(folder);
if (feed.issues.length > 0) throw new Error(`unreadable feed: ${JSON.stringify(feed.issues[0])}`);
const { db } = openDatabase({ dataDir });
await migrateToLatest(db);
const result = await importOmnicasaFeed(db, feed.files, {
  full: false,
  dryRun: false,
  baseDir: feed.baseDir,
  mediaDir: join(dataDir, "media"),
  now: new Date(),
});
await db.destroy();
if (!result.ok) {
  throw new Error(`${result.issues.length} issues, first: ${JSON.stringify(result.issues[0])}`);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ seconds, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
