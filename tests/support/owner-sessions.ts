import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { createOwnerSessions, startOwnerSession } from "#app/services/owners/session.server.ts";
import { testSessionSecret } from "./test-app.ts";

/** The test application's owner cookie storage over http. */
export const testOwnerStorage = createOwnerSessions(testSessionSecret)(false);

/**
 * The Cookie header of a new owner session stored in `db` (ADR 036), as a login from a test browser
 * would make it; `startedAgo` and `seenAgo` (ms) put it back in time.
 */
export async function ownerSessionCookie(
  db: Kysely<Database>,
  ownerId: number,
  { startedAgo = 0, seenAgo = 0 } = {},
): Promise<string> {
  const now = Date.now();
  const setCookie = await startOwnerSession(
    db,
    testOwnerStorage,
    {
      ownerId,
      clientAddress: "192.0.2.10",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
    },
    new Date(now),
  );
  const cookie = setCookie.split(";")[0] ?? "";
  if (startedAgo || seenAgo)
    await db
      .updateTable("account_session")
      .set({ created_at: new Date(now - startedAgo), seen_at: new Date(now - seenAgo) })
      .where("token_hash", "=", tokenHash((await sessionToken(testOwnerStorage, cookie)) ?? ""))
      .execute();
  return cookie;
}
