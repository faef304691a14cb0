import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { type OwnerSessionData, ownerSessionOf, sessionIsOpen } from "#app/domain/owner-session.ts";
import { siteCookie } from "#app/http/cookies.server.ts";

// Owner-portal sessions live in one cookie, `session` (`__Host-session` over https), signed with
// SESSION_SECRET: a cookie altered or signed with another secret reads as an empty session. It carries
// no Max-Age of its own: it ends with the browser, after inactivity or after its lifetime
// (domain/owner-session.ts), whichever comes first.

/** The session cookie's name, `__Host-` prefixed over https (app/http/cookies.server.ts). */
export const ownerSessionCookie = "session";

/** The session storage for a request: the `__Host-` one over https. */
export type OwnerSessions = (secure: boolean) => SessionStorage;

/**
 * The owners' session storage, signed with `secret`: SESSION_SECRET, else the secret generated once and
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

/** A new session at login: a fresh id and times, whatever the browser held before. Answers its Set-Cookie. */
export async function startOwnerSession(
  storage: SessionStorage,
  ownerId: number,
  now: number,
): Promise<string> {
  const session = await storage.getSession(null);
  const data: OwnerSessionData = {
    ownerId,
    sessionId: randomBytes(16).toString("base64url"),
    startedAt: now,
    seenAt: now,
  };
  for (const [name, value] of Object.entries(data)) session.set(name, value);
  return storage.commitSession(session);
}

/**
 * The open session of a request, with the Set-Cookie that records this page as its last activity;
 * none when there is no session or it has ended.
 */
export async function readOwnerSession(
  storage: SessionStorage,
  cookieHeader: string | null,
  now: number,
): Promise<{ session: OwnerSessionData; setCookie: string } | undefined> {
  const stored = await storage.getSession(cookieHeader);
  const session = ownerSessionOf(stored.data);
  if (!session || !sessionIsOpen(session, now)) return undefined;
  stored.set("seenAt", now);
  return { session: { ...session, seenAt: now }, setCookie: await storage.commitSession(stored) };
}

/** The Set-Cookie that removes the session (logout, ended session). */
export async function endOwnerSession(storage: SessionStorage): Promise<string> {
  return storage.destroySession(await storage.getSession(null));
}

// Issue 15 "second factor": between the password and the code, the cookie names the owner whose
// password was right, for five minutes; it opens nothing (it is no session: readOwnerSession ignores it).
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
