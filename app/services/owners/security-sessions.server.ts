import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { ownerSessionLimits } from "#app/domain/owner-session.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type SessionView, sessionViews } from "#app/model/owners/sessions.ts";
import { openSessions } from "#app/services/accounts/account-sessions.server.ts";
import { endOwnerSessions } from "./session.server.ts";

// ADR 036: the owner's open sessions on the login security page. The owner ends one of
// them, or every one but this device's; ending this device's own from the list logs it out.

/** The logged-in owner (middleware/owner.server.ts) and the session of this device. */
export interface OwnerOnDevice {
  id: number;
  sessionId: number;
}

/** Which sessions to end: one of the list, or all but this device's. */
export type SessionEnding = { only: number } | { allButThis: true };

export async function endSessions(
  db: Kysely<Database>,
  owner: OwnerOnDevice,
  ending: SessionEnding,
  now: Date,
): Promise<{ ended: number; loggedOut: boolean }> {
  if ("allButThis" in ending) {
    const ended = await endOwnerSessions(db, owner.id, { except: owner.sessionId }, now);
    return { ended, loggedOut: false };
  }
  const ended = await endOwnerSessions(db, owner.id, { only: ending.only }, now);
  return { ended, loggedOut: ending.only === owner.sessionId && ended > 0 };
}

/** The owner's open sessions as the security page lists them, this device's first. */
export async function sessionsView(
  db: Kysely<Database>,
  owner: OwnerOnDevice,
  language: Language,
  now: Date,
): Promise<SessionView[]> {
  const sessions = await openSessions(db, {
    kind: "owner",
    accountId: owner.id,
    limits: ownerSessionLimits,
    now,
  });
  return sessionViews(sessions, { language, currentId: owner.sessionId });
}
