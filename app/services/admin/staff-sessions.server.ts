import { endSessions, type StoredSession } from "#app/data/auth/account-sessions.server.ts";
import type { SessionLimits } from "#app/domain/account-session.ts";
import { openSessions } from "#app/services/accounts/account-sessions.server.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";

// docs/requirements.md §17, ADR 036, ADR 050: staff sessions are stored on the server, so that an admin
// sees and ends any member's, and a member their own. Ending one is audited ("session.end").

/** A member's open sessions, last seen first; `limits` are the member's role's (the desk's guard). */
export function staffSessions(
  act: Pick<StaffAct, "db" | "now">,
  { memberId, limits }: { memberId: number; limits: SessionLimits },
): Promise<StoredSession[]> {
  return openSessions(act.db, { kind: "staff", accountId: memberId, limits, now: act.now });
}

/**
 * Ends sessions of a member: the one named `only`, or all of them but `except` (the actor's own when
 * they log out everywhere else). Answers how many ended; a session of another member ends nothing.
 */
export async function endStaffSessions(
  act: StaffAct,
  memberId: number,
  which: { only: number } | { except: number },
): Promise<number> {
  const ended = await endSessions(act.db, {
    kind: "staff",
    accountId: memberId,
    ...which,
    now: act.now,
  });
  if (ended > 0)
    await auditAct(act, {
      action: "session.end",
      object: staffObject(memberId),
      detail: "only" in which ? { session: which.only } : { allBut: which.except, ended },
    });
  return ended;
}
