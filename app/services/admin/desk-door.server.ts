import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import type { Database } from "#app/data/schema.ts";
import {
  type DeskSessions,
  endStaffSession,
  type StaffSessionOrigin,
  startStaffSession,
} from "./staff-session.server.ts";

// In and out of the desk (ADR 049): a completed login opens a stored session, a logout ends it, and
// each is one entry of the audit log.

/** A completed login: a new session, audited "login". Answers its Set-Cookie. */
export async function openDesk(
  db: Kysely<Database>,
  sessions: DeskSessions,
  origin: StaffSessionOrigin,
  now: Date,
): Promise<string> {
  const cookie = await startStaffSession(db, sessions, origin, now);
  const entry = {
    staffId: origin.staffId,
    action: "login" as const,
    clientAddress: origin.clientAddress,
  };
  await appendStaffAudit(db, entry, now);
  return cookie;
}

/** A logout: the session ends on the server (a copied cookie opens nothing after it), audited. */
export async function closeDesk(
  db: Kysely<Database>,
  {
    staffId,
    sessionId,
    clientAddress,
  }: { staffId: number; sessionId: number; clientAddress: string },
  now: Date,
): Promise<void> {
  await endStaffSession(db, { staffId, sessionId }, now);
  await appendStaffAudit(
    db,
    { staffId, action: "logout", object: { kind: "session", id: sessionId }, clientAddress },
    now,
  );
}
