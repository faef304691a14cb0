import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import {
  deleteExpiredSessions,
  findSession,
  insertSession,
  listSessions,
  type StoredSession,
  touchSession,
} from "#app/data/auth/account-sessions.server.ts";
import type { AccountKind } from "#app/data/auth/schema.ts";
import type { Database } from "#app/data/schema.ts";
import {
  expiryCutoffs,
  type SessionLimits,
  seenIsStale,
  sessionIsOpen,
} from "#app/domain/account-session.ts";
import { tokenHash } from "./link-tokens.server.ts";

// Server-side sessions for any kind of account (ADR 036): owners now, staff with the desk (docs/requirements.md §17).
// The token goes to the browser once; the table keeps its SHA-256, who, when and from where.

export interface SessionStart {
  kind: AccountKind;
  accountId: number;
  clientAddress: string;
  userAgent: string;
  limits: SessionLimits;
  now: Date;
}

/** Stores a new session and answers its token (for the cookie). Expired sessions of the kind go. */
export async function startAccountSession(
  db: Kysely<Database>,
  start: SessionStart,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deleteExpiredSessions(db, {
    kind: start.kind,
    ...expiryCutoffs(start.limits, start.now.getTime()),
  });
  await insertSession(db, { ...start, tokenHash: tokenHash(token) });
  return token;
}

/**
 * The open session a token names, recording this page as its last activity at most once a minute
 * (unless `activity` is false: a page outside the account's area).
 */
export async function readAccountSession(
  db: Kysely<Database>,
  {
    kind,
    token,
    limits,
    now,
    activity = true,
  }: { kind: AccountKind; token: string; limits: SessionLimits; now: Date; activity?: boolean },
): Promise<StoredSession | undefined> {
  const session = await findSession(db, kind, tokenHash(token));
  if (!session || !sessionIsOpen(session, limits, now.getTime())) return undefined;
  return activity ? noteActivity(db, session, now) : session;
}

/**
 * Records a page as an open session's last activity, at most once a minute (a kind whose limits
 * depend on the account, the staff's, reads without activity, then notes it once the account is known).
 */
export async function noteActivity(
  db: Kysely<Database>,
  session: StoredSession,
  now: Date,
): Promise<StoredSession> {
  if (!seenIsStale(session.seenAt, now.getTime())) return session;
  await touchSession(db, session.id, now);
  return { ...session, seenAt: now.getTime() };
}

/** An account's open sessions, last seen first. */
export function openSessions(
  db: Kysely<Database>,
  {
    kind,
    accountId,
    limits,
    now,
  }: { kind: AccountKind; accountId: number; limits: SessionLimits; now: Date },
): Promise<StoredSession[]> {
  return listSessions(db, { kind, accountId, ...expiryCutoffs(limits, now.getTime()) });
}
