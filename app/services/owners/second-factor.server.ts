import type { Kysely } from "kysely";
import {
  enableSecondFactor,
  readSecondFactor,
  replaceRecoveryCodes,
  replaceSecret,
  type SecondFactor,
  savePendingSecret,
  spendRecoveryCode,
  takeStep,
} from "#app/data/owners/second-factor.server.ts";
import type { Database } from "#app/data/schema.ts";
import { secondFactorLimit } from "#app/domain/login-throttle.ts";
import { checkLoginCode } from "./login-code.server.ts";
import { paceAttempt, type Waits } from "./owner-login.server.ts";
import { isSealed, openSecret, sealSecret } from "#app/services/accounts/secret-box.server.ts";
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from "#app/services/accounts/totp.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): an owner who turned it on logs in with a code of their
// authenticator app, or one of their recovery codes, after the password. ADR 036: the
// app's secret is stored sealed with the key from SECOND_FACTOR_KEY; one stored readable before is
// sealed the first time it is read.

const appCode = (typed: string) => typed.replace(/\s/g, "");
const sealedFor = (ownerId: number) => `owner-second-factor:${ownerId}`;

/**
 * The app's secret of a stored factor; undefined when the key does not open it (SECOND_FACTOR_KEY
 * changed or lost): the caller refuses cleanly rather than failing.
 */
export async function openFactorSecret(
  db: Kysely<Database>,
  key: Buffer,
  ownerId: number,
  factor: SecondFactor,
): Promise<string | undefined> {
  if (isSealed(factor.secret)) return openSecret(key, factor.secret, sealedFor(ownerId));
  await replaceSecret(db, {
    ownerId,
    from: factor.secret,
    to: sealSecret(key, factor.secret, sealedFor(ownerId)),
  });
  return factor.secret;
}

/** A new secret to set up, stored sealed, replacing a pending one. */
export async function startSecondFactor(
  db: Kysely<Database>,
  { ownerId, key, now }: { ownerId: number; key: Buffer; now: Date },
): Promise<void> {
  await savePendingSecret(db, ownerId, sealSecret(key, newTotpSecret(), sealedFor(ownerId)), now);
}

/** Whether the owner's login asks for a second factor. */
export async function asksSecondFactor(db: Kysely<Database>, ownerId: number): Promise<boolean> {
  return (await readSecondFactor(db, ownerId))?.enabledAt !== undefined;
}

export type CodeOutcome = "ok" | "wrong" | "unreadable";

/**
 * The second step of a login, paced like the password (paceAttempt): the app's or a recovery code
 * (checkSecondFactor) for an owner who turned two-step login on, else the code mailed during a wave
 * (ADR 035). A right code counts nothing.
 */
export async function attemptSecondFactor(
  db: Kysely<Database>,
  attempt: { ownerId: number; code: string; key: Buffer; now: Date },
  waits: Partial<Waits> = {},
): Promise<CodeOutcome | "throttled"> {
  const subjects = [{ limit: secondFactorLimit, subject: `login:code:${attempt.ownerId}` }];
  const paced = await paceAttempt(db, subjects, attempt.now, waits.sleep);
  if (paced.pace === "refused") return "throttled";
  const outcome = (await asksSecondFactor(db, attempt.ownerId))
    ? await checkSecondFactor(db, attempt)
    : (await checkLoginCode(db, attempt))
      ? "ok"
      : "wrong";
  if (outcome === "ok") await paced.forgive();
  return outcome;
}

/**
 * Checks and spends an app code or a recovery code of an owner whose second factor is on;
 * "unreadable" when an app code cannot be checked because the key does not open the secret.
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  { ownerId, code, key, now }: { ownerId: number; code: string; key: Buffer; now: Date },
): Promise<CodeOutcome> {
  const factor = await readSecondFactor(db, ownerId);
  if (!factor?.enabledAt) return "wrong";
  if (/^\d{6}$/.test(appCode(code))) {
    const secret = await openFactorSecret(db, key, ownerId, factor);
    if (secret === undefined) return "unreadable";
    const step = matchingStep(secret, appCode(code), now.getTime(), factor.usedStep);
    return step !== undefined && (await takeStep(db, ownerId, step)) ? "ok" : "wrong";
  }
  const spent = await spendRecoveryCode(db, { ownerId, codeHash: recoveryCodeHash(code), now });
  return spent ? "ok" : "wrong";
}

/**
 * The first code from the app turns the pending second factor on: the answer is the recovery codes,
 * shown once; none when the code is wrong or there is nothing pending.
 */
export async function confirmSecondFactor(
  db: Kysely<Database>,
  { ownerId, code, key, now }: { ownerId: number; code: string; key: Buffer; now: Date },
): Promise<string[] | undefined> {
  const factor = await readSecondFactor(db, ownerId);
  if (!factor || factor.enabledAt) return undefined;
  const secret = await openFactorSecret(db, key, ownerId, factor);
  const step =
    secret === undefined ? undefined : matchingStep(secret, appCode(code), now.getTime(), null);
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
