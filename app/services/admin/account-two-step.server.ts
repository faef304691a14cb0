import {
  dropPendingFactor,
  removeFactor,
  staffFactorTables,
} from "#app/data/auth/second-factors.server.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { confirmAccountPassword } from "#app/services/accounts/account-login.server.ts";
import type { Waits } from "#app/services/accounts/login-throttle.server.ts";
import { renewRecoveryCodes } from "#app/services/accounts/second-factor.server.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";
import { staffLogins } from "./staff-login.server.ts";
import { endStaffSessions } from "./staff-sessions.server.ts";
import { staffFactors } from "./staff-two-step.server.ts";

// docs/requirements.md §17, ADR 049: two-step login is optional for an agent, who turns it on (the
// login's own setup, staff-two-step.server.ts) and off on the account page, or cancels a setup
// begun there; an admin's is required. Both roles get new recovery codes there (ADR 031, 048: the
// owners' way, services/accounts/second-factor.server.ts).

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

/**
 * Ten new recovery codes in place of the old ones, after the password asked again (ADR 031): shown
 * once (the answer), the old ones stop working, the member's other sessions end (ADR 036); audited.
 */
export async function renewOwnRecoveryCodes(
  act: StaffAct,
  member: OwnAccount,
  password: string,
  waits: Partial<Waits> = {},
): Promise<string[] | "off" | "wrong" | "throttled"> {
  const { db, clientAddress: address, now } = act;
  if (!(await staffFactors.read(db, member.id))?.enabledAt) return "off";
  const checked = await confirmAccountPassword(
    db,
    staffLogins,
    { accountId: member.id, password, address, now },
    waits,
  );
  if (checked !== "ok") return checked;
  const codes = await renewRecoveryCodes(db, staffFactors, member.id);
  await auditAct(act, { action: "second-factor.codes-renewed", object: staffObject(member.id) });
  await endStaffSessions(act, member.id, { except: member.sessionId });
  return codes;
}

/** An agent's setup begun on the account page, dropped: back to off. An admin's is required. */
export async function cancelOwnSetup(
  act: StaffAct,
  member: OwnAccount,
): Promise<"cancelled" | "required"> {
  if (member.role === "admin") return "required";
  await dropPendingFactor(act.db, staffFactorTables, member.id);
  return "cancelled";
}
