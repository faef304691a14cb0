import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { openDatabase } from "#app/data/database.server.ts";

// `node tests/e2e/sold-listed-site.ts FROM TO`: copies the demo agency's database of the data folder FROM
// into TO, the one change being the agency's choice to keep sold and rented properties in its lists
// (`listings.soldListed`). playwright.config.ts serves that copy beside the demo, for
// listing-stamps.spec.ts, without loading the demo (and drawing its photos) a second time.
const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error("usage: node tests/e2e/sold-listed-site.ts FROM TO");
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
// A consistent copy while the demo's server has the database open (WAL).
const source = new DatabaseSync(join(from, "site.sqlite"), { readOnly: true });
source.prepare("VACUUM INTO ?").run(join(to, "site.sqlite"));
source.close();

const { db } = openDatabase({ dataDir: to });
try {
  const config = await readSiteConfig(db);
  if (!config) throw new Error(`${from} holds no site configuration`);
  await writeSiteConfig(db, { ...config, listings: { soldListed: true } });
} finally {
  await db.destroy();
}
