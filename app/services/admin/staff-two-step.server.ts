import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { staffFactorTables } from "#app/data/auth/second-factors.server.ts";
import type { Database } from "#app/data/schema.ts";
import { secondFactorLimit } from "#app/domain/login-throttle.ts";
import type { StaffRole } from "#app/model/admin/staff-account.ts";
import { paceAttempt, type Waits } from "#app/services/accounts/login-throttle.server.ts";
import {
  asksSecondFactor,
  type CodeOutcome,
  checkSecondFactor,
  confirmSecondFactor,
  openFactorSecret,
  startSecondFactor,
  tableFactors,
} from "#app/services/accounts/second-factor.server.ts";

// The desk's two-step login (docs/requirements.md §17, ADR 049): the second factors of every kind of account
// (services/accounts/, ADR 031, 036, 048) over the staff's tables. Required for an admin, who sets it
// up right after the password at the first login; an agent's login asks for it once it is on.

export const staffFactors = tableFactors(
  staffFactorTables,
  (staffId) => `staff-second-factor:${staffId}`,
);

/** What follows a right password: the desk, the code, or (an admin without it) its setup. */
export async function stepAfterPassword(
  db: Kysely<Database>,
  staff: { id: number; role: StaffRole },
): Promise<"desk" | "code" | "enrol"> {
  if (await asksSecondFactor(db, staffFactors, staff.id)) return "code";
  return staff.role === "admin" ? "enrol" : "desk";
}

export interface StaffCode {
  staffId: number;
  code: string;
  key: Buffer;
  address: string;
  now: Date;
}

/**
 * Paces a code like the owners' code step (ADR 031, 032): per account, in the throttle's window; a
 * right code counts nothing. A wrong one is audited.
 */
async function pacedCode<T>(
  db: Kysely<Database>,
  { staffId, address, now }: StaffCode,
  check: () => Promise<T | undefined>,
  waits: Partial<Waits>,
): Promise<T | "throttled" | undefined> {
  const subjects = [{ limit: secondFactorLimit, subject: `login:staff-code:${staffId}` }];
  const paced = await paceAttempt(db, subjects, now, waits.sleep);
  if (paced.pace === "refused") return "throttled";
  const outcome = await check();
  if (outcome !== undefined) {
    await paced.forgive();
    return outcome;
  }
  const entry = { staffId, action: "login.second-factor.failed" as const, clientAddress: address };
  await appendStaffAudit(db, entry, now);
  return undefined;
}

/** The login's code: the app's or a recovery code. */
export async function attemptStaffCode(
  db: Kysely<Database>,
  attempt: StaffCode,
  waits: Partial<Waits> = {},
): Promise<CodeOutcome | "throttled"> {
  let unreadable = false;
  const outcome = await pacedCode(
    db,
    attempt,
    async () => {
      const checked = await checkSecondFactor(db, staffFactors, {
        ...attempt,
        accountId: attempt.staffId,
      });
      unreadable = checked === "unreadable";
      return checked === "ok" ? ("ok" as const) : undefined;
    },
    waits,
  );
  return outcome ?? (unreadable ? "unreadable" : "wrong");
}

/**
 * The secret an account sets up: its pending one, or a new one (none yet, or one the key no longer
 * opens); undefined once two-step login is on.
 */
export async function enrolmentSecret(
  db: Kysely<Database>,
  { staffId, key, now }: { staffId: number; key: Buffer; now: Date },
): Promise<string | undefined> {
  if ((await staffFactors.read(db, staffId))?.enabledAt) return undefined;
  const pending = await pendingSecret(db, { staffId, key });
  if (pending !== undefined) return pending;
  await startSecondFactor(db, staffFactors, { accountId: staffId, key, now });
  return pendingSecret(db, { staffId, key });
}

/** The secret being set up, if any (and the key opens it); nothing is started. */
export async function pendingSecret(
  db: Kysely<Database>,
  { staffId, key }: { staffId: number; key: Buffer },
): Promise<string | undefined> {
  const factor = await staffFactors.read(db, staffId);
  if (!factor || factor.enabledAt) return undefined;
  return openFactorSecret(db, staffFactors, { key, accountId: staffId }, factor);
}

/** The first code from the app turns two-step login on: the recovery codes, shown once; audited. */
export async function confirmStaffEnrolment(
  db: Kysely<Database>,
  attempt: StaffCode,
  waits: Partial<Waits> = {},
): Promise<string[] | "throttled" | undefined> {
  const codes = await pacedCode(
    db,
    attempt,
    () => confirmSecondFactor(db, staffFactors, { ...attempt, accountId: attempt.staffId }),
    waits,
  );
  if (Array.isArray(codes)) {
    const entry = {
      staffId: attempt.staffId,
      action: "second-factor.enrolled" as const,
      clientAddress: attempt.address,
    };
    await appendStaffAudit(db, entry, attempt.now);
  }
  return codes;
}
