import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { challengePath, type GuardView } from "#app/model/guard/guard.ts";
import { signFormTime } from "./form-time.server.ts";
import { guardKey } from "./guard-key.server.ts";

/** What a page's loader passes to its form's FormGuard: `guard: await guardView(db)`. */
export async function guardView(db: Kysely<Database>, now = Date.now()): Promise<GuardView> {
  return { formTime: signFormTime(await guardKey(db), now), challengeUrl: challengePath };
}
