import {
  disableStaffRecord,
  findStaffById,
  removeStaffSecondFactor,
} from "#app/data/admin/staff-accounts.server.ts";
import { enableStaffRecord, setStaffRole } from "#app/data/admin/staff-members.server.ts";
import type { StaffAccount, StaffRole } from "#app/model/admin/staff-account.ts";
import { auditAct, type StaffAct, staffObject } from "./staff-act.server.ts";

// docs/requirements.md §17, ADR 050: what an admin does to a member from the desk's staff page. The
// agency always keeps an enabled admin: the last one is neither disabled nor demoted, themself
// included. Each change is audited.

type Unknown = { unknown: true };
/** The member is the last enabled admin (ADR 050). */
type LastAdmin = { lastAdmin: true };

export type RoleOutcome =
  | { changed: StaffAccount; sessionsEnded: number }
  | Unknown
  | { sameRole: true }
  | LastAdmin;

/** A new role; the member's sessions end, so that their next login follows its rules. */
export async function changeStaffRole(
  act: StaffAct,
  memberId: number,
  role: StaffRole,
): Promise<RoleOutcome> {
  const member = await findStaffById(act.db, memberId);
  if (!member) return { unknown: true };
  if (member.role === role) return { sameRole: true };
  const sessionsEnded = await setStaffRole(act.db, { staffId: memberId, role, now: act.now });
  if (sessionsEnded === undefined) return { lastAdmin: true };
  await auditAct(act, {
    action: "staff.role",
    object: staffObject(memberId),
    detail: { from: member.role, to: role, sessionsEnded },
  });
  return { changed: { ...member, role }, sessionsEnded };
}

export type DisableOutcome =
  | { disabled: StaffAccount; sessionsEnded: number }
  | Unknown
  | { alreadyDisabled: true }
  | LastAdmin;

/** Disables a member: every session of theirs ends at once (ADR 047). */
export async function disableMember(act: StaffAct, memberId: number): Promise<DisableOutcome> {
  const member = await findStaffById(act.db, memberId);
  if (!member) return { unknown: true };
  if (member.disabledAt) return { alreadyDisabled: true };
  const sessionsEnded = await disableStaffRecord(act.db, memberId, act.now, { keepAnAdmin: true });
  if (sessionsEnded === undefined) {
    // Nothing changed: it was the last enabled admin, or another admin disabled it meanwhile.
    const current = await findStaffById(act.db, memberId);
    return current?.disabledAt ? { alreadyDisabled: true } : { lastAdmin: true };
  }
  await auditAct(act, {
    action: "staff.disable",
    object: staffObject(memberId),
    detail: { sessionsEnded },
  });
  return { disabled: member, sessionsEnded };
}

export type EnableOutcome = { enabled: StaffAccount } | Unknown | { alreadyEnabled: true };

/** Lets a disabled member log in again with their password (a new invitation if they had none). */
export async function enableMember(act: StaffAct, memberId: number): Promise<EnableOutcome> {
  const member = await findStaffById(act.db, memberId);
  if (!member) return { unknown: true };
  if (!(await enableStaffRecord(act.db, memberId))) return { alreadyEnabled: true };
  await auditAct(act, { action: "staff.enable", object: staffObject(memberId) });
  return { enabled: member };
}

export type ResetOutcome = { reset: StaffAccount; sessionsEnded: number } | Unknown;

/** Removes a member's two-step login (a lost phone): their sessions end, they enroll again. */
export async function resetMemberTwoStep(act: StaffAct, memberId: number): Promise<ResetOutcome> {
  const member = await findStaffById(act.db, memberId);
  if (!member) return { unknown: true };
  const { removed, sessionsEnded } = await removeStaffSecondFactor(act.db, memberId, act.now);
  await auditAct(act, {
    action: "staff.reset-2fa",
    object: staffObject(memberId),
    detail: { hadTwoStep: removed, sessionsEnded },
  });
  return { reset: member, sessionsEnded };
}
