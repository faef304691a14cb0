import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { catalogueToSnapshot } from "#app/model/catalogue/catalogue-to-snapshot.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { runCommand } from "./run-command.ts";

// `npm run export -- FILE.json`: the catalogue in the CRM snapshot format (docs/import-format.md).
// File URLs are written as they were imported: relative paths stay relative to the original snapshot.
async function main(): Promise<number> {
  const [argument, ...extra] = process.argv.slice(2);
  if (!argument || extra.length > 0) {
    console.error("Usage: npm run export -- FILE.json");
    return 1;
  }
  const file = resolve(process.env.INIT_CWD ?? ".", argument);
  const env = parseEnv(process.env);
  const { db } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const snapshot = catalogueToSnapshot(await readCatalogue(db));
    await writeFile(file, `${JSON.stringify(snapshot, null, 1)}\n`);
    process.stdout.write(
      `Exported ${snapshot.properties?.length ?? 0} property records to ${file}\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

runCommand(main);
