import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import {
  deleteRedirectFrom,
  insertRedirects,
  repointRedirects,
} from "#app/data/redirects/redirects.server.ts";
import type { Database } from "#app/data/schema.ts";
import { redirectPath, redirectTarget } from "#app/model/redirects/redirect-path.ts";

// Issue 27 ("When a page's slug changes, its old address answers 301 to the new one, in every language,
// forever"), ADR 057. Called by the pages editor when it publishes a new slug, inside its own
// transaction (and audited by it as the publish). A slug changed twice makes no chain: every redirect to
// the old address is pointed at the new one (a -> b, then b -> c, leaves a -> c and b -> c), and a page
// taking back an address it had drops the redirect from it.

export type PageMoveOutcome = { recorded: true } | { invalid: true };

/** Records that a page's URL in one language moved from `from` to `to` (both its site paths). */
export async function recordPageMove(
  db: Kysely<Database>,
  move: { from: string; to: string; staffId: number | null },
  now: Date,
): Promise<PageMoveOutcome> {
  const from = redirectPath(move.from);
  const to = redirectTarget(move.to);
  if (!from || !to?.startsWith("/")) return { invalid: true };
  if (from === to) return { recorded: true };
  await deleteRedirectFrom(db, [from, to]);
  await repointRedirects(db, from, to);
  await insertRedirects(db, [{ from, to }], { origin: "page", staffId: move.staffId, now });
  await bumpContentVersion(db);
  return { recorded: true };
}
