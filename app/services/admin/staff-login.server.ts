import type { Kysely } from "kysely";
import { findStaffByEmail } from "#app/data/admin/staff-accounts.server.ts";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { findStaffLogin, findStaffLoginById } from "#app/data/admin/staff-logins.server.ts";
import type { Database } from "#app/data/schema.ts";
import {
  type AccountLogins,
  attemptAccountLogin,
  type LoginAttempt,
} from "#app/services/accounts/account-login.server.ts";
import type { DeviceStore } from "#app/services/accounts/known-device.server.ts";
import {
  loginRefusedNow as refusedNow,
  type Waits,
} from "#app/services/accounts/login-throttle.server.ts";

// The desk's login (docs/requirements.md §17, ADR 049): the login, throttle and wave of every kind of
// account (services/accounts/, ADR 032, 033, 035, 048) over the staff's table, with an audit entry
// for each outcome that keeps no typed e-mail.

// ADR 049: the desk remembers no devices. During a wave every staff login waits its turn at the paced
// check and needs the captcha like any other; the two-step login, not a mailed code, is its extra lock.
const noDevices: DeviceStore = {
  isKnown: async () => false,
  remember: async () => {},
};

/** A staff account as its login reads it. */
export type StaffLoginRow = NonNullable<Awaited<ReturnType<typeof findStaffLogin>>>;

export const staffLogins: AccountLogins<StaffLoginRow> = {
  kind: "staff",
  find: findStaffLogin,
  findById: findStaffLoginById,
  // A staff login is recorded in the audit log, once it is complete.
  recordLogin: async () => {},
  devices: noDevices,
};

export type StaffLoginOutcome =
  | { ok: true; staff: StaffLoginRow }
  /** `captcha`: during a wave, a login without a solved captcha is not checked (ADR 035). */
  | { ok: false; reason: "wrong" | "throttled" | "captcha" };

/**
 * Checks an e-mail and password. A wrong pair is audited as "login.failed" under the account the
 * e-mail names, enabled or not, or none; never with the e-mail itself (docs/requirements.md §17). A
 * refusal before any check (throttled, no captcha during a wave) is the throttle's count, not an entry.
 */
export async function attemptStaffLogin(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  waits: Partial<Waits> = {},
): Promise<StaffLoginOutcome> {
  const outcome = await attemptAccountLogin(db, staffLogins, attempt, waits);
  if (outcome.ok) return { ok: true, staff: outcome.account };
  if (outcome.reason === "wrong") {
    const named = await findStaffByEmail(db, attempt.login);
    const entry = {
      staffId: named?.id,
      action: "login.failed" as const,
      clientAddress: attempt.address,
    };
    await appendStaffAudit(db, entry, attempt.now);
  }
  return outcome;
}

/**
 * Whether a staff login would be refused at once, counting nothing (server/login-gate.ts): the
 * address first, then the account the form names.
 */
export function staffLoginRefusedNow(
  db: Kysely<Database>,
  { login, address, now }: { login: () => Promise<string>; address: string; now: Date },
): Promise<boolean> {
  const findAccount = async (typed: string) => (await findStaffLogin(db, typed))?.id;
  return refusedNow(db, { kind: "staff", login, findAccount, address, now });
}
