import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { secondFactorLimit } from "#app/domain/login-throttle.ts";
import { paceAttempt, type Waits } from "#app/services/accounts/login-throttle.server.ts";
import {
  asksSecondFactor,
  type CodeOutcome,
  checkSecondFactor,
} from "#app/services/accounts/second-factor.server.ts";
import { checkLoginCode } from "./login-code.server.ts";
import { ownerFactors } from "./owner-account-stores.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): the second step of an owner's login.
// The app's and recovery codes are every account's (services/accounts/second-factor.server.ts, ADR
// 048); the code mailed during a wave (ADR 035) is the owners' own.

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
  const outcome = (await asksSecondFactor(db, ownerFactors, attempt.ownerId))
    ? await checkSecondFactor(db, ownerFactors, { ...attempt, accountId: attempt.ownerId })
    : (await checkLoginCode(db, attempt))
      ? "ok"
      : "wrong";
  if (outcome === "ok") await paced.forgive();
  return outcome;
}
