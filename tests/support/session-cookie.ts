import type { Kysely } from "kysely";
import type { SessionStorage } from "react-router";
import type { Database } from "#app/data/schema.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { sessionToken } from "#app/services/accounts/session-cookies.server.ts";

/** The browser a test login comes from (the sessions pages show it). */
export const testBrowser = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
} as const;

/**
 * The Cookie header of a session that `start` opens at `now` and answers as a Set-Cookie, whatever
 * the kind of account (ADR 048); `startedAgo` and `seenAgo` (ms) put the stored row back in time.
 */
export async function testSessionCookie(
  db: Kysely<Database>,
  storage: SessionStorage,
  start: (now: Date) => Promise<string>,
  { startedAgo = 0, seenAgo = 0 } = {},
): Promise<string> {
  const now = Date.now();
  const cookie = (await start(new Date(now))).split(";")[0] ?? "";
  if (startedAgo || seenAgo)
    await db
      .updateTable("account_session")
      .set({ created_at: new Date(now - startedAgo), seen_at: new Date(now - seenAgo) })
      .where("token_hash", "=", tokenHash((await sessionToken(storage, cookie)) ?? ""))
      .execute();
  return cookie;
}
