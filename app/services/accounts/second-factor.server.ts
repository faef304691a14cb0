import type { Kysely } from "kysely";
import type { SecondFactor } from "#app/data/auth/second-factor.ts";
import {
  enableFactor,
  readFactor,
  replaceFactorCodes,
  replaceFactorSecret,
  type SecondFactorTables,
  savePendingFactor,
  spendFactorCode,
  takeFactorStep,
} from "#app/data/auth/second-factors.server.ts";
import type { Database } from "#app/data/schema.ts";
import { isSealed, openSecret, sealSecret } from "./secret-box.server.ts";
import { matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from "./totp.server.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): an account that turned it on logs in with a code of
// its authenticator app, or one of its recovery codes, after the password. ADR 036: the app's secret
// is stored sealed with the key from SECOND_FACTOR_KEY; one stored readable before is sealed the first
// time it is read. ADR 048: the same code for every kind of account, each with its own tables
// (SecondFactorStore; owners' in services/owners/owner-account-stores.server.ts).

/** The repository of a kind of account's second factors and recovery codes. */
export interface SecondFactorStore {
  /** What a sealed secret is bound to (its row): a value copied to another account does not open. */
  sealContext(accountId: number): string;
  read(db: Kysely<Database>, accountId: number): Promise<SecondFactor | undefined>;
  /** A new secret to set up, replacing a pending one; none while a second factor is on. */
  savePending(db: Kysely<Database>, accountId: number, secret: string, now: Date): Promise<void>;
  /** Replaces a stored secret by its sealed form, unless it changed meanwhile. */
  replaceSecret(
    db: Kysely<Database>,
    change: { accountId: number; from: string; to: string },
  ): Promise<void>;
  /** Takes a code's time step if later than the last one taken. */
  takeStep(db: Kysely<Database>, accountId: number, step: number): Promise<boolean>;
  /** Turns the pending factor on with its step and new recovery codes, in one transaction. */
  enable(
    db: Kysely<Database>,
    factor: { accountId: number; step: number; codeHashes: string[]; now: Date },
  ): Promise<boolean>;
  replaceRecoveryCodes(
    db: Kysely<Database>,
    accountId: number,
    codeHashes: string[],
  ): Promise<void>;
  /** Spends a recovery code: false when it is not the account's, or was spent already. */
  spendRecoveryCode(
    db: Kysely<Database>,
    code: { accountId: number; codeHash: string; now: Date },
  ): Promise<boolean>;
}

/** The store of a kind whose tables are of the shared shape (data/auth/second-factors.server.ts). */
export function tableFactors(
  tables: SecondFactorTables,
  sealContext: (accountId: number) => string,
): SecondFactorStore {
  return {
    sealContext,
    read: (db, accountId) => readFactor(db, tables, accountId),
    savePending: (db, accountId, secret, now) =>
      savePendingFactor(db, tables, { accountId, secret, now }),
    replaceSecret: (db, change) => replaceFactorSecret(db, tables, change),
    takeStep: (db, accountId, step) => takeFactorStep(db, tables, { accountId, step }),
    enable: (db, factor) => enableFactor(db, tables, factor),
    replaceRecoveryCodes: (db, accountId, codeHashes) =>
      replaceFactorCodes(db, tables, accountId, codeHashes),
    spendRecoveryCode: (db, code) => spendFactorCode(db, tables, code),
  };
}

const appCode = (typed: string) => typed.replace(/\s/g, "");

/** A code typed at login or at setup, with the account it is for. */
export interface TypedCode {
  accountId: number;
  code: string;
  key: Buffer;
  now: Date;
}

/**
 * The app's secret of a stored factor; undefined when the key does not open it (SECOND_FACTOR_KEY
 * changed or lost): the caller refuses cleanly rather than failing.
 */
export async function openFactorSecret(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  { key, accountId }: { key: Buffer; accountId: number },
  factor: SecondFactor,
): Promise<string | undefined> {
  const context = factors.sealContext(accountId);
  if (isSealed(factor.secret)) return openSecret(key, factor.secret, context);
  await factors.replaceSecret(db, {
    accountId,
    from: factor.secret,
    to: sealSecret(key, factor.secret, context),
  });
  return factor.secret;
}

/** A new secret to set up, stored sealed, replacing a pending one. */
export async function startSecondFactor(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  { accountId, key, now }: { accountId: number; key: Buffer; now: Date },
): Promise<void> {
  const sealed = sealSecret(key, newTotpSecret(), factors.sealContext(accountId));
  await factors.savePending(db, accountId, sealed, now);
}

/** Whether the account's login asks for a second factor. */
export async function asksSecondFactor(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  accountId: number,
): Promise<boolean> {
  return (await factors.read(db, accountId))?.enabledAt !== undefined;
}

export type CodeOutcome = "ok" | "wrong" | "unreadable";

/**
 * Checks and spends an app code or a recovery code of an account whose second factor is on;
 * "unreadable" when an app code cannot be checked because the key does not open the secret.
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  { accountId, code, key, now }: TypedCode,
): Promise<CodeOutcome> {
  const factor = await factors.read(db, accountId);
  if (!factor?.enabledAt) return "wrong";
  if (/^\d{6}$/.test(appCode(code))) {
    const secret = await openFactorSecret(db, factors, { key, accountId }, factor);
    if (secret === undefined) return "unreadable";
    const step = matchingStep(secret, appCode(code), now.getTime(), factor.usedStep);
    return step !== undefined && (await factors.takeStep(db, accountId, step)) ? "ok" : "wrong";
  }
  const codeHash = recoveryCodeHash(code);
  return (await factors.spendRecoveryCode(db, { accountId, codeHash, now })) ? "ok" : "wrong";
}

/**
 * The first code from the app turns the pending second factor on: the answer is the recovery codes,
 * shown once; none when the code is wrong or there is nothing pending.
 */
export async function confirmSecondFactor(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  { accountId, code, key, now }: TypedCode,
): Promise<string[] | undefined> {
  const factor = await factors.read(db, accountId);
  if (!factor || factor.enabledAt) return undefined;
  const secret = await openFactorSecret(db, factors, { key, accountId }, factor);
  const step =
    secret === undefined ? undefined : matchingStep(secret, appCode(code), now.getTime(), null);
  if (step === undefined) return undefined;
  const codes = newRecoveryCodes();
  const codeHashes = codes.map(recoveryCodeHash);
  const enabled = await factors.enable(db, { accountId, step, codeHashes, now });
  return enabled ? codes : undefined;
}

/** Ten new recovery codes in place of the old ones, shown once. */
export async function renewRecoveryCodes(
  db: Kysely<Database>,
  factors: SecondFactorStore,
  accountId: number,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await factors.replaceRecoveryCodes(db, accountId, codes.map(recoveryCodeHash));
  return codes;
}
