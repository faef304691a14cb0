import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { locationSecretSchema } from "#app/model/config/location-secret.ts";
import { readSetting } from "./site-settings.server.ts";

// ADR 012: the secret behind the moved position of a hidden address lives with the data it protects,
// made once at first need. A new secret would move every such point elsewhere, and two points of one
// house are worth more than one: it is never replaced.
const key = "location.secret";

export async function readLocationSecret(db: Kysely<Database>): Promise<string> {
  const stored = await readSetting(db, key, locationSecretSchema);
  if (stored) return stored;
  // Two processes may get here at once: the first insert wins, both then read the same secret. No new
  // content version: no page showed a position made from it yet.
  await db
    .insertInto("site_setting")
    .values({ key, value: JSON.stringify(randomBytes(32).toString("hex")) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const made = await readSetting(db, key, locationSecretSchema);
  if (!made)
    throw new Error(
      `site_setting "${key}" is not 64 hexadecimal digits: restore it from a backup, or delete it to make a new one (every hidden address's point then moves)`,
    );
  return made;
}
