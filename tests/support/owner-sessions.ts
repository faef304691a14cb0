import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { createOwnerSessions, startOwnerSession } from "#app/services/owners/session.server.ts";
import { testBrowser, testSessionCookie } from "./session-cookie.ts";
import { testSessionSecret } from "./test-app.ts";

/** The test application's owner cookie storage over http. */
export const testOwnerStorage = createOwnerSessions(testSessionSecret)(false);

/**
 * The Cookie header of a new owner session stored in `db` (ADR 036), as a login from a test browser
 * would make it; `startedAgo` and `seenAgo` (ms) put it back in time.
 */
export function ownerSessionCookie(
  db: Kysely<Database>,
  ownerId: number,
  ago: { startedAgo?: number; seenAgo?: number } = {},
): Promise<string> {
  return testSessionCookie(
    db,
    testOwnerStorage,
    (now) =>
      startOwnerSession(
        db,
        testOwnerStorage,
        { ownerId, clientAddress: "192.0.2.10", ...testBrowser },
        now,
      ),
    ago,
  );
}
