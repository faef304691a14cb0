import type { Kysely } from "kysely";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import type { StoredSession } from "#app/data/auth/account-sessions.server.ts";
import type { AccountKind } from "#app/data/auth/schema.ts";
import type { Database } from "#app/data/schema.ts";
import type { SessionLimits } from "#app/domain/account-session.ts";
import { siteCookie } from "#app/http/cookies.server.ts";
import {
  readAccountSession,
  type SessionStart,
  startAccountSession,
} from "./account-sessions.server.ts";

// The cookie of a stored session (ADR 026, 036, 048), whatever the kind of account: it carries only
// the session's random token, signed with SESSION_SECRET so that a made-up cookie costs no database
// read. It has no Max-Age of its own: it ends with the browser, after inactivity or after its
// lifetime, or when the row is ended, whichever comes first. Each kind names its own cookie.

/** A kind's session storage for a request: the `__Host-` one over https. */
export type AccountSessions = (secure: boolean) => SessionStorage;

/**
 * The cookie storage of a kind of account, signed with `secret`: SESSION_SECRET, else the secret
 * generated once and kept in the database (server/serve.ts), so that every server and every restart
 * reads the same cookies. `path` keeps the cookie to a part of the site (the desk's, ADR 049).
 */
export function createAccountSessions(
  cookieName: string,
  secret: string,
  path = "/",
): AccountSessions {
  const storage = (secure: boolean) =>
    createCookieSessionStorage({
      cookie: siteCookie(cookieName, secure, { secrets: [secret], path }),
    });
  const plain = storage(false);
  const hostOnly = storage(true);
  return (secure) => (secure ? hostOnly : plain);
}

/** A new session at login, whatever the browser held before. Answers its Set-Cookie. */
export async function startSessionCookie(
  db: Kysely<Database>,
  storage: SessionStorage,
  start: SessionStart,
): Promise<string> {
  const token = await startAccountSession(db, start);
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

/** The open session a request's cookie names; none when there is none or it has ended. */
export async function readSessionCookie(
  db: Kysely<Database>,
  storage: SessionStorage,
  cookieHeader: string | null,
  read: { kind: AccountKind; limits: SessionLimits; now: Date; activity: boolean },
): Promise<StoredSession | undefined> {
  const token = await sessionToken(storage, cookieHeader);
  return token ? readAccountSession(db, { ...read, token }) : undefined;
}

/** The Set-Cookie that removes the session cookie (logout, ended session). */
export async function clearSessionCookie(storage: SessionStorage): Promise<string> {
  return storage.destroySession(await storage.getSession(null));
}
