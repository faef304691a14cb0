import type { Kysely } from "kysely";
import type { SessionStorage } from "react-router";
import { endSessions, type StoredSession } from "#app/data/auth/account-sessions.server.ts";
import type { Database } from "#app/data/schema.ts";
import { ownerSessionLimits } from "#app/domain/owner-session.ts";
import {
  type AccountSessions,
  createAccountSessions,
  readSessionCookie,
  startSessionCookie,
} from "#app/services/accounts/session-cookies.server.ts";

// Owner-portal sessions (ADR 026, ADR 036): a row of `account_session` of kind `owner`, named by the
// cookie `session` (`__Host-session` over https) as every account's (services/accounts/, ADR 048),
// with the owners' limits (domain/owner-session.ts). The row ends at logout, password and two-step
// changes, or from the owner's own list.

/** The session cookie's name, `__Host-` prefixed over https (app/http/cookies.server.ts). */
export const ownerSessionCookie = "session";

/** The owners' session storage for a request: the `__Host-` one over https. */
export type OwnerSessions = AccountSessions;

/** The owners' cookie storage, signed with `secret` (services/accounts/session-cookies.server.ts). */
export function createOwnerSessions(secret: string): OwnerSessions {
  return createAccountSessions(ownerSessionCookie, secret);
}

/** Who logs in, and from where (listed on the owner's security page). */
export interface SessionOrigin {
  ownerId: number;
  clientAddress: string;
  userAgent: string;
}

/** A new session at login, whatever the browser held before. Answers its Set-Cookie. */
export function startOwnerSession(
  db: Kysely<Database>,
  storage: SessionStorage,
  { ownerId, ...origin }: SessionOrigin,
  now: Date,
): Promise<string> {
  const start = { kind: "owner", accountId: ownerId, limits: ownerSessionLimits, now } as const;
  return startSessionCookie(db, storage, { ...start, ...origin });
}

/**
 * The open session of a request; none when there is no session or it has ended. A portal page is
 * activity; a public page asking who is there (`activity: false`) is not (docs/features.md "Owner portal").
 */
export function readOwnerSession(
  db: Kysely<Database>,
  storage: SessionStorage,
  cookieHeader: string | null,
  now: Date,
  { activity = true } = {},
): Promise<StoredSession | undefined> {
  const read = { kind: "owner", limits: ownerSessionLimits, now, activity } as const;
  return readSessionCookie(db, storage, cookieHeader, read);
}

/** Ends an owner's sessions: the one named `only`, or every one but `except` (ADR 036). */
export function endOwnerSessions(
  db: Kysely<Database>,
  ownerId: number,
  which: { only?: number; except?: number },
  now: Date,
): Promise<number> {
  return endSessions(db, { kind: "owner", accountId: ownerId, ...which, now });
}

// docs/requirements.md §15 "second factor": between the password and the code, the cookie names the owner whose
// password was right, for five minutes (services/accounts/session-cookies.server.ts).
export {
  readPendingLogin,
  startPendingLogin,
} from "#app/services/accounts/session-cookies.server.ts";
