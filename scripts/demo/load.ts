import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { EnvError, mediaDir, parseEnv } from "../../app/config/env.server.ts";
import { openDatabase } from "../../app/data/database.server.ts";
import { writeSiteName } from "../../app/data/site-identity.server.ts";
import { importSnapshot } from "../../app/data/snapshot-import.server.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { demoSnapshot } from "./catalogue.ts";
import { renderPhotoLibrary } from "./photos.ts";

// `npm run demo [-- --if-empty]`: loads the demo agency (README "Demo content"). With --if-empty it does
// nothing when the database already holds properties, which is how `npm start` uses it.
const seed = 2026;
const agencyName = "Immo Lumière";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "if-empty": { type: "boolean", default: false } } });
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(db);
    const existing = await db.selectFrom("property").select("id").limit(1).execute();
    if (values["if-empty"] && existing.length > 0) {
      process.stdout.write("The database holds properties already: demo content not loaded.\n");
      return;
    }
    const started = performance.now();
    const dir = join(env.DATA_DIR, "demo");
    const rendered = await renderPhotoLibrary(dir, seed);
    // Dates count back from the start of today, so a second run on the same day changes nothing.
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const snapshot = demoSnapshot({ seed, today });
    // Kept beside its photos: an example of a real snapshot, importable with `npm run import`.
    await writeFile(join(dir, "snapshot.json"), JSON.stringify(snapshot, null, 1));
    const result = await importSnapshot(db, snapshot, {
      full: false,
      dryRun: false,
      baseDir: dir,
      mediaDir: mediaDir(env),
      now: new Date(),
    });
    if (!result.ok) {
      throw new Error(
        `the demo snapshot is invalid: ${result.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
      );
    }
    await writeSiteName(db, agencyName);
    const { created, updated } = result.summary;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Demo agency loaded in ${seconds} s: ${created} created, ${updated} updated, ${rendered} photos drawn.\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof EnvError || error instanceof Error ? error.message : String(error),
  );
  process.exitCode = 1;
});
