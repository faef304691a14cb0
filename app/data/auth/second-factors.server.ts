import type { Kysely } from "kysely";
import type { SecondFactor } from "#app/data/auth/second-factor.ts";
import type { Database } from "#app/data/schema.ts";

// Second factors and recovery codes (ADR 031, 036, 048): an owner's (migration 0018) and a staff
// member's (migration 0024), each kind in its own tables of the same shape, written and read here the
// same way for every kind (as data/auth/password-links.server.ts does for set-password links). The
// secret is stored sealed: app/services/accounts/second-factor.server.ts seals and opens it.

/** A kind of account's two tables and the column that names the account in both. */
export type SecondFactorTables =
  | { factor: "owner_second_factor"; codes: "owner_recovery_code"; account: "owner_id" }
  | { factor: "staff_second_factor"; codes: "staff_recovery_code"; account: "staff_id" };

export const ownerFactorTables: SecondFactorTables = {
  factor: "owner_second_factor",
  codes: "owner_recovery_code",
  account: "owner_id",
};
export const staffFactorTables: SecondFactorTables = {
  factor: "staff_second_factor",
  codes: "staff_recovery_code",
  account: "staff_id",
};

// The kinds' tables have the same columns but for the account's: the queries are written once, over
// the owners' names, which name the staff's as well (the SecondFactorTables union allows no other).
const named = (tables: SecondFactorTables) =>
  tables as { factor: "owner_second_factor"; codes: "owner_recovery_code"; account: "owner_id" };

export async function readFactor(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
): Promise<SecondFactor | undefined> {
  const { factor, account } = named(tables);
  const row = await db
    .selectFrom(factor)
    .select(["secret", "enabled_at", "used_step"])
    .where(account, "=", accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: row.secret,
    enabledAt: row.enabled_at ? new Date(row.enabled_at) : undefined,
    usedStep: row.used_step === null ? null : Number(row.used_step),
  };
}

/** A new secret to set up, replacing a pending one; none while a second factor is on. */
export async function savePendingFactor(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  { accountId, secret, now }: { accountId: number; secret: string; now: Date },
): Promise<void> {
  const { factor, account } = named(tables);
  await db.transaction().execute(async (trx) => {
    await dropPendingFactor(trx, tables, accountId);
    await trx
      .insertInto(factor)
      .values({ [account]: accountId, secret, enabled_at: null, used_step: null, created_at: now })
      .onConflict((oc) => oc.column(account).doNothing())
      .execute();
  });
}

/** Replaces a stored secret by its sealed form, unless it changed meanwhile (ADR 036). */
export async function replaceFactorSecret(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  { accountId, from, to }: { accountId: number; from: string; to: string },
): Promise<void> {
  const { factor, account } = named(tables);
  await db
    .updateTable(factor)
    .set({ secret: to })
    .where(account, "=", accountId)
    .where("secret", "=", from)
    .execute();
}

/** Drops a second factor being set up; one that is on stays. */
export async function dropPendingFactor(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
): Promise<void> {
  const { factor, account } = named(tables);
  await db
    .deleteFrom(factor)
    .where(account, "=", accountId)
    .where("enabled_at", "is", null)
    .execute();
}

/**
 * Takes a code's time step if it is later than the last one taken: false when another request took
 * it or a later one first (a code replayed, two tabs).
 */
export async function takeFactorStep(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  { accountId, step }: { accountId: number; step: number },
): Promise<boolean> {
  const { factor, account } = named(tables);
  const result = await db
    .updateTable(factor)
    .set({ used_step: step })
    .where(account, "=", accountId)
    .where((eb) => eb.or([eb("used_step", "is", null), eb("used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the pending second factor on, with its step taken and new recovery codes, in one transaction. */
export async function enableFactor(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  {
    accountId,
    step,
    codeHashes,
    now,
  }: { accountId: number; step: number; codeHashes: string[]; now: Date },
): Promise<boolean> {
  const { factor, account } = named(tables);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(factor)
      .set({ enabled_at: now, used_step: step })
      .where(account, "=", accountId)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await replaceCodes(trx, tables, accountId, codeHashes);
    return true;
  });
}

export async function replaceFactorCodes(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
  codeHashes: string[],
): Promise<void> {
  await db.transaction().execute((trx) => replaceCodes(trx, tables, accountId, codeHashes));
}

async function replaceCodes(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
  codeHashes: string[],
) {
  const { codes, account } = named(tables);
  await db.deleteFrom(codes).where(account, "=", accountId).execute();
  await db
    .insertInto(codes)
    .values(codeHashes.map((code_hash) => ({ [account]: accountId, code_hash, used_at: null })))
    .execute();
}

/** Spends a recovery code: false when it is not one of the account's, or was spent already. */
export async function spendFactorCode(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  { accountId, codeHash, now }: { accountId: number; codeHash: string; now: Date },
): Promise<boolean> {
  const { codes, account } = named(tables);
  const result = await db
    .updateTable(codes)
    .set({ used_at: now })
    .where(account, "=", accountId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedFactorCodes(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
): Promise<number> {
  const { codes, account } = named(tables);
  const row = await db
    .selectFrom(codes)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(account, "=", accountId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns the second factor off: the secret and the recovery codes go. */
export async function removeFactor(
  db: Kysely<Database>,
  tables: SecondFactorTables,
  accountId: number,
): Promise<void> {
  const { factor, codes, account } = named(tables);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(codes).where(account, "=", accountId).execute();
    await trx.deleteFrom(factor).where(account, "=", accountId).execute();
  });
}
