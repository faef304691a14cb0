import type { Kysely } from "kysely";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { endSessions, type StoredSession } from "#app/data/auth/account-sessions.server.ts";
import type { Database } from "#app/data/schema.ts";
import { ownerSessionLimits } from "#app/domain/owner-session.ts";
import { siteCookie } from "#app/http/cookies.server.ts";
import { readAccountSession, startAccountSession } from "#app/services/accounts/account-sessions.server.ts";

// Owner-portal sessions (ADR 026, ADR 036). The session itself is a row of `account_session`; the
// cookie, `session` (`__Host-session` over https), carries only its random token, signed with
// SESSION_SECRET so that a made-up cookie costs no database read. It has no Max-Age of its own: it
// ends with the browser, after inactivity or after its lifetime (domain/owner-session.ts), or when
// the row is ended (logout, password, two-step changes, the owner's own list), whichever comes first.

/** The session cookie's name, `__Host-` prefixed over https (app/http/cookies.server.ts). */
export const ownerSessionCookie = "session";

/** The session storage for a request: the `__Host-` one over https. */
export type OwnerSessions = (secure: boolean) => SessionStorage;

/**
 * The owners' cookie storage, signed with `secret`: SESSION_SECRET, else the secret generated once and
 * kept in the database (server/serve.ts), so that every server and every restart reads the same cookies.
 */
export function createOwnerSessions(secret: string): OwnerSessions {
  const storage = (secure: boolean) =>
    createCookieSessionStorage({
      cookie: siteCookie(ownerSessionCookie, secure, { secrets: [secret] }),
    });
  const plain = storage(false);
  const hostOnly = storage(true);
  return (secure) => (secure ? hostOnly : plain);
}

/** Who logs in, and from where (listed on the owner's security page). */
export interface SessionOrigin {
  ownerId: number;
  clientAddress: string;
  userAgent: string;
}

/** A new session at login, whatever the browser held before. Answers its Set-Cookie. */
export async function startOwnerSession(
  db: Kysely<Database>,
  storage: SessionStorage,
  origin: SessionOrigin,
  now: Date,
): Promise<string> {
  const token = await startAccountSession(db, {
    kind: "owner",
    accountId: origin.ownerId,
    clientAddress: origin.clientAddress,
    userAgent: origin.userAgent,
    limits: ownerSessionLimits,
    now,
  });
  const session = await storage.getSession(null);
  session.set("token", token);
  return storage.commitSession(session);
}

/** The token a request's cookie carries, whether or not its session is still open. */
export async function sessionToken(
  storage: SessionStorage,
  cookieHeader: string | null,
): Promise<string | undefined> {
  const token = (await storage.getSession(cookieHeader)).get("token");
  return typeof token === "string" ? token : undefined;
}

/**
 * The open session of a request; none when there is no session or it has ended. A portal page is
 * activity; a public page asking who is there (`activity: false`) is not (docs/features.md "Owner portal").
 */
export async function readOwnerSession(
  db: Kysely<Database>,
  storage: SessionStorage,
  cookieHeader: string | null,
  now: Date,
  { activity = true } = {},
): Promise<StoredSession | undefined> {
  const token = await sessionToken(storage, cookieHeader);
  if (!token) return undefined;
  const limits = ownerSessionLimits;
  return readAccountSession(db, { kind: "owner", token, limits, now, activity });
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

/** The Set-Cookie that removes the session cookie (logout, ended session). */
export async function clearOwnerSession(storage: SessionStorage): Promise<string> {
  return storage.destroySession(await storage.getSession(null));
}

// docs/requirements.md §15 "second factor": between the password and the code, the cookie names the owner whose
// password was right, for five minutes; it opens nothing (it carries no token: readOwnerSession ignores it).
const pendingLoginMs = 5 * 60 * 1000;

/** The Set-Cookie of a login waiting for its second factor. */
export async function startPendingLogin(
  storage: SessionStorage,
  ownerId: number,
  now: number,
): Promise<string> {
  const session = await storage.getSession(null);
  session.set("pendingOwnerId", ownerId);
  session.set("pendingAt", now);
  return storage.commitSession(session);
}

/** The owner of a login waiting for its second factor, if it is less than five minutes old. */
export async function readPendingLogin(
  storage: SessionStorage,
  cookieHeader: string | null,
  now: number,
): Promise<number | undefined> {
  const { data } = await storage.getSession(cookieHeader);
  const { pendingOwnerId, pendingAt } = data as Record<string, unknown>;
  if (typeof pendingOwnerId !== "number" || typeof pendingAt !== "number") return undefined;
  return now - pendingAt < pendingLoginMs && pendingAt <= now + 60_000 ? pendingOwnerId : undefined;
}
