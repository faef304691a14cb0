import { removeFactor, staffFactorTables } from "#app/data/auth/second-factors.server.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { confirmAccountPassword } from "#app/services/accounts/account-login.server.ts";
import type { Waits } from "#app/services/accounts/login-throttle.server.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";
import { staffLogins } from "./staff-login.server.ts";
import { endStaffSessions } from "./staff-sessions.server.ts";

// docs/requirements.md §17, ADR 049: two-step login is optional for an agent, who turns it on (the
// login's own setup, staff-two-step.server.ts) and off on the account page; an admin's is required.

/** The member on their account page, in the session they act from. */
export interface OwnAccount {
  id: number;
  role: StaffRole;
  sessionId: number;
}

/**
 * Turns an agent's two-step login off after the password asked again (ADR 031, counted as a login of
 * the account): the secret and recovery codes go, the member's other sessions end; audited.
 */
export async function removeOwnTwoStep(
  act: StaffAct,
  member: OwnAccount,
  password: string,
  waits: Partial<Waits> = {},
): Promise<"removed" | "required" | "wrong" | "throttled"> {
  if (member.role === "admin") return "required";
  const { db, clientAddress: address, now } = act;
  const checked = await confirmAccountPassword(
    db,
    staffLogins,
    { accountId: member.id, password, address, now },
    waits,
  );
  if (checked !== "ok") return checked;
  await removeFactor(db, staffFactorTables, member.id);
  await auditAct(act, { action: "second-factor.removed", object: staffObject(member.id) });
  await endStaffSessions(act, member.id, { except: member.sessionId });
  return "removed";
}
