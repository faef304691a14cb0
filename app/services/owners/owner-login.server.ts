import type { Kysely } from "kysely";
import { findOwnerByLogin } from "#app/data/owners/owners.server.ts";
import type { Database } from "#app/data/schema.ts";
import {
  attemptAccountLogin,
  confirmAccountPassword,
  type LoginAttempt,
} from "#app/services/accounts/account-login.server.ts";
import {
  loginRefusedNow as refusedNow,
  type Waits,
} from "#app/services/accounts/login-throttle.server.ts";
import { ownerLogins } from "./owner-account-stores.server.ts";

// An owner's login (docs/requirements.md §6, §8; docs/features.md "Owner portal"): the login and
// throttle of every kind of account (services/accounts/, ADR 048) over the owners' table.

export type LoginOutcome =
  /**
   * `wave`: a wave of failed logins is on (ADR 035); `knownDevice`: the account logged in from this
   * device before. During a wave, an unknown device needs a mailed code.
   */
  | {
      ok: true;
      ownerId: number;
      name: string;
      email: string;
      wave: boolean;
      knownDevice: boolean;
    }
  /** `captcha`: during a wave, a login without a solved captcha is not checked (ADR 035). */
  | { ok: false; reason: "wrong" | "throttled" | "captcha" };

export async function attemptLogin(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  waits: Partial<Waits> = {},
): Promise<LoginOutcome> {
  const outcome = await attemptAccountLogin(db, ownerLogins, attempt, waits);
  if (!outcome.ok) return outcome;
  const { account, wave, knownDevice } = outcome;
  return {
    ok: true,
    ownerId: account.id,
    name: account.display_name,
    email: account.email,
    wave,
    knownDevice,
  };
}

/**
 * The password asked again of a logged-in owner before a change of their login's security (ADR 031),
 * counted and paced as a login of their account.
 */
export function confirmPassword(
  db: Kysely<Database>,
  { ownerId, ...check }: { ownerId: number; password: string; address: string; now: Date },
  waits: Partial<Waits> = {},
): Promise<"ok" | "wrong" | "throttled"> {
  return confirmAccountPassword(db, ownerLogins, { accountId: ownerId, ...check }, waits);
}

/**
 * Whether an owner's login would be refused at once, counting nothing (server/login-gate.ts): the
 * address first, then the account the form names.
 */
export function loginRefusedNow(
  db: Kysely<Database>,
  { login, address, now }: { login: () => Promise<string>; address: string; now: Date },
): Promise<boolean> {
  const findAccount = async (typed: string) => (await findOwnerByLogin(db, typed))?.id;
  return refusedNow(db, { kind: "owner", login, findAccount, address, now });
}
