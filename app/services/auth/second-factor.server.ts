import type { Kysely } from "kysely";
import {
  enableSecondFactor,
  readSecondFactor,
  replaceRecoveryCodes,
  spendRecoveryCode,
  takeStep,
} from "#app/data/owners/second-factor.server.ts";
import type { Database } from "#app/data/schema.ts";
import { secondFactorLimit } from "#app/domain/login-throttle.ts";
import { checkLoginCode } from "./login-code.server.ts";
import { paceAttempt, type Waits } from "./owner-login.server.ts";
import { matchingStep, newRecoveryCodes, recoveryCodeHash } from "./totp.server.ts";

// Issue 15 "optional second factor" (ADR 031): an owner who turned it on logs in with a code of their
// authenticator app, or one of their recovery codes, after the password.

const appCode = (typed: string) => typed.replace(/\s/g, "");

/** Whether the owner's login asks for a second factor. */
export async function asksSecondFactor(db: Kysely<Database>, ownerId: number): Promise<boolean> {
  return (await readSecondFactor(db, ownerId))?.enabledAt !== undefined;
}

/**
 * The second step of a login, paced like the password (paceAttempt): the app's or a recovery code
 * (checkSecondFactor) for an owner who turned two-step login on, else the code mailed during a wave
 * (ADR 035). A right code counts nothing (issue 24).
 */
export async function attemptSecondFactor(
  db: Kysely<Database>,
  attempt: { ownerId: number; code: string; now: Date },
  waits: Partial<Waits> = {},
): Promise<"ok" | "wrong" | "throttled"> {
  const subjects = [{ limit: secondFactorLimit, subject: `login:code:${attempt.ownerId}` }];
  const paced = await paceAttempt(db, subjects, attempt.now, waits.sleep);
  if (paced.pace === "refused") return "throttled";
  const check = (await asksSecondFactor(db, attempt.ownerId)) ? checkSecondFactor : checkLoginCode;
  if (!(await check(db, attempt))) return "wrong";
  await paced.forgive();
  return "ok";
}

/** Checks and spends an app code or a recovery code of an owner whose second factor is on. */
export async function checkSecondFactor(
  db: Kysely<Database>,
  { ownerId, code, now }: { ownerId: number; code: string; now: Date },
): Promise<boolean> {
  const factor = await readSecondFactor(db, ownerId);
  if (!factor?.enabledAt) return false;
  if (/^\d{6}$/.test(appCode(code))) {
    const step = matchingStep(factor.secret, appCode(code), now.getTime(), factor.usedStep);
    return step !== undefined && (await takeStep(db, ownerId, step));
  }
  return spendRecoveryCode(db, { ownerId, codeHash: recoveryCodeHash(code), now });
}

/**
 * The first code from the app turns the pending second factor on: the answer is the recovery codes,
 * shown once; none when the code is wrong or there is nothing pending.
 */
export async function confirmSecondFactor(
  db: Kysely<Database>,
  { ownerId, code, now }: { ownerId: number; code: string; now: Date },
): Promise<string[] | undefined> {
  const factor = await readSecondFactor(db, ownerId);
  if (!factor || factor.enabledAt) return undefined;
  const step = matchingStep(factor.secret, appCode(code), now.getTime(), null);
  if (step === undefined) return undefined;
  const codes = newRecoveryCodes();
  const enabled = await enableSecondFactor(db, {
    ownerId,
    step,
    codeHashes: codes.map(recoveryCodeHash),
    now,
  });
  return enabled ? codes : undefined;
}

/** Ten new recovery codes in place of the old ones, shown once. */
export async function renewRecoveryCodes(db: Kysely<Database>, ownerId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, ownerId, codes.map(recoveryCodeHash));
  return codes;
}
