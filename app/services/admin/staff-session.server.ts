import type { Kysely } from "kysely";
import { findDeskMember } from "#app/data/admin/staff-logins.server.ts";
import { endSessions, type StoredSession } from "#app/data/auth/account-sessions.server.ts";
import type { Database } from "#app/data/schema.ts";
import { sessionIsOpen } from "#app/domain/account-session.ts";
import { type StaffSessionLimits, widestLimits } from "#app/domain/staff-session.ts";
import { defaultLanguage, isLanguage, type Language } from "#app/i18n/languages.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { deskRoot } from "#app/routing/desk-paths.ts";
import { noteActivity } from "#app/services/accounts/account-sessions.server.ts";
import {
  type AccountSessions,
  createAccountSessions,
  readSessionCookie,
  startSessionCookie,
} from "#app/services/accounts/session-cookies.server.ts";

// The desk's sessions (docs/requirements.md §17, ADR 049): rows of `account_session` of kind `staff`
// (migration 0021), named by their own cookie, kept to /admin/ (`desk`; `__Secure-desk` over https),
// held to the limits of the member's role (domain/staff-session.ts). A disabled account's sessions
// ended when it was disabled; the guard reads the account too, so that it is out at once regardless.

export const deskSessionCookie = "desk";

/** The desk's cookie storage for a request, and the roles' session limits. */
export interface StaffSessions {
  storage: AccountSessions;
  limits: StaffSessionLimits;
}

/** The desk's sessions, signed with `secret` (SESSION_SECRET, else the stored one). */
export function createStaffSessions(secret: string, limits: StaffSessionLimits): StaffSessions {
  return { storage: createAccountSessions(deskSessionCookie, secret, deskRoot), limits };
}

/** A request's desk cookie storage (http or https), and the roles' limits. */
export interface DeskSessions {
  storage: ReturnType<AccountSessions>;
  limits: StaffSessionLimits;
}

export interface StaffSessionOrigin {
  staffId: number;
  clientAddress: string;
  userAgent: string;
}

/** A new session at login, whatever the browser held before. Answers its Set-Cookie. */
export function startStaffSession(
  db: Kysely<Database>,
  { storage, limits }: DeskSessions,
  { staffId, ...origin }: StaffSessionOrigin,
  now: Date,
): Promise<string> {
  const start = { kind: "staff", accountId: staffId, limits: widestLimits(limits), now } as const;
  return startSessionCookie(db, storage, { ...start, ...origin });
}

/** The member a desk session belongs to. */
export interface DeskMember {
  id: number;
  email: string;
  name: string | undefined;
  role: StaffRole;
  language: Language;
}

/**
 * The open session of a request and its member; none when there is no session, it has ended or
 * expired by its role's limits, or its account is disabled. A desk page is activity.
 */
export async function readStaffSession(
  db: Kysely<Database>,
  { storage, limits }: DeskSessions,
  cookieHeader: string | null,
  now: Date,
): Promise<{ session: StoredSession; member: DeskMember } | undefined> {
  const read = { kind: "staff", limits: widestLimits(limits), now, activity: false } as const;
  const session = await readSessionCookie(db, storage, cookieHeader, read);
  const row = session && (await findDeskMember(db, session.accountId));
  if (!session || !row || !sessionIsOpen(session, limits[row.role], now.getTime()))
    return undefined;
  const member: DeskMember = {
    id: row.id,
    email: row.email,
    name: row.name ?? undefined,
    role: row.role,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
  };
  return { session: await noteActivity(db, session, now), member };
}

/** Ends one session of a member (logout): a copy of its cookie opens nothing after it. */
export function endStaffSession(
  db: Kysely<Database>,
  { staffId, sessionId }: { staffId: number; sessionId: number },
  now: Date,
): Promise<number> {
  return endSessions(db, { kind: "staff", accountId: staffId, only: sessionId, now });
}
