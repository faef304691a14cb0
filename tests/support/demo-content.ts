import type { Kysely } from "kysely";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import type { Database } from "#app/data/schema.ts";
import { demoContent } from "#scripts/demo/content.ts";

/** The demo agency's menu pages and modules (For sale, For rent, Contact, the home page's latest offers...), dated once. */
export async function writeDemoContent(db: Kysely<Database>): Promise<void> {
  const today = new Date("2026-11-22T00:00:00.000Z");
  await db.transaction().execute((trx) => replaceSiteContent(trx, demoContent(), today));
}
