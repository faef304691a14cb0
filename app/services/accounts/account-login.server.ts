import type { Kysely } from "kysely";
import type { AccountKind } from "#app/data/auth/schema.ts";
import type { Database } from "#app/data/schema.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { takeCaptcha } from "#app/services/guard/screen-submission.server.ts";
import { type DeviceStore, knownDevice as isKnownDevice } from "./known-device.server.ts";
import {
  addressLimit,
  checkPassword,
  directWaits,
  loginSubjects,
  paceAttempt,
  type Waits,
} from "./login-throttle.server.ts";
import { countWaveFailure, loginWaveOn } from "./login-wave.server.ts";

// A login of any kind of account (docs/requirements.md §6, §8; ADR 032, 035, 048). A wrong pair gets
// one answer, whether the account exists or not, after the same work: an unknown login is checked
// against a dummy hash, and counted under its typed login as an account is under its own. The kind's
// repositories come as an AccountLogins: owners' in services/owners/owner-account-stores.server.ts.

/** An account as its login reads it: a row of its kind's table with a password set. */
export interface LoginAccount {
  id: number;
  password_hash: string;
}

/** What a login needs of a kind of account's repositories. */
export interface AccountLogins<A extends LoginAccount> {
  kind: AccountKind;
  /** The account a typed login (e-mail or username) names, if it has a password. */
  find(db: Kysely<Database>, login: string): Promise<A | undefined>;
  findById(db: Kysely<Database>, accountId: number): Promise<A | undefined>;
  recordLogin(db: Kysely<Database>, accountId: number, now: Date): Promise<void>;
  devices: DeviceStore;
}

export type AccountLoginOutcome<A> =
  /**
   * `wave`: a wave of failed logins is on (ADR 035); `knownDevice`: the account logged in from this
   * device before. During a wave, an unknown device needs a mailed code.
   */
  | { ok: true; account: A; wave: boolean; knownDevice: boolean }
  /** `captcha`: during a wave, a login without a solved captcha is not checked (ADR 035). */
  | { ok: false; reason: "wrong" | "throttled" | "captcha" };

export interface LoginAttempt {
  login: string;
  password: string;
  /** The captcha field (FormGuard), asked for during a wave only. */
  captcha?: string | undefined;
  /** The browser's device value (services/accounts/known-device.server.ts), if it has one. */
  device?: string | undefined;
  /** The client address (requestContext.clientAddress). */
  address: string;
  now: Date;
}

export async function attemptAccountLogin<A extends LoginAccount>(
  db: Kysely<Database>,
  accounts: AccountLogins<A>,
  { login, password, captcha, device, address, now }: LoginAttempt,
  waits: Partial<Waits> = {},
): Promise<AccountLoginOutcome<A>> {
  const how = { ...directWaits, ...waits };
  const account = await accounts.find(db, login);
  const subjects = loginSubjects(accounts.kind, login, account?.id, address);
  const paced = await paceAttempt(db, subjects, now, how.sleep);
  if (paced.pace === "refused") return { ok: false, reason: "throttled" };
  const failed = async (reason: "wrong" | "captcha") => {
    await countWaveFailure(db, paced.hits[addressLimit] ?? 0, now);
    return { ok: false, reason } as const;
  };
  // ADR 035: during a wave, no password is checked without a solved captcha (a bot pays for each).
  const wave = await loginWaveOn(db, now);
  if (
    wave &&
    (await takeCaptcha(db, await guardKey(db), captcha ?? null, now.getTime())) !== "valid"
  )
    return failed("captcha");
  // During a wave, the checks of devices the account does not know (every stuffed pair) wait their
  // turn in one queue: a known device's login keeps the cores (ADR 035).
  // (An unknown login is looked up as well, as account 0: the same work for both.)
  const knownDevice =
    wave &&
    (await isKnownDevice(db, accounts.devices, account?.id ?? 0, device)) &&
    account !== undefined;
  const pace = wave && !knownDevice ? "paced" : paced.pace;
  const matches = await checkPassword(password, account?.password_hash, pace, how);
  if (!account || !matches) return failed("wrong");
  await paced.forgive();
  await accounts.recordLogin(db, account.id, now);
  return { ok: true, account, wave, knownDevice };
}

/**
 * The password asked again of a logged-in account before a change of its login's security (ADR 031),
 * counted and paced as a login of the account.
 */
export async function confirmAccountPassword<A extends LoginAccount>(
  db: Kysely<Database>,
  accounts: AccountLogins<A>,
  {
    accountId,
    password,
    address,
    now,
  }: { accountId: number; password: string; address: string; now: Date },
  waits: Partial<Waits> = {},
): Promise<"ok" | "wrong" | "throttled"> {
  const how = { ...directWaits, ...waits };
  const account = await accounts.findById(db, accountId);
  if (!account) return "wrong";
  // The account is known: its subject is its id, whatever was typed at login.
  const subjects = loginSubjects(accounts.kind, "", account.id, address);
  const paced = await paceAttempt(db, subjects, now, how.sleep);
  if (paced.pace === "refused") return "throttled";
  if (!(await checkPassword(password, account.password_hash, paced.pace, how))) return "wrong";
  await paced.forgive();
  return "ok";
}
