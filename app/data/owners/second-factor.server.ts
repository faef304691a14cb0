import type { Kysely } from "kysely";
import type { SecondFactor } from "#app/data/auth/second-factor.ts";
import type { Database } from "#app/data/schema.ts";

// An owner's second factor and recovery codes (migration 0018, ADR 031). The secret is stored sealed
// (ADR 036): app/services/accounts/second-factor.server.ts seals and opens it.

export async function readSecondFactor(
  db: Kysely<Database>,
  ownerId: number,
): Promise<SecondFactor | undefined> {
  const row = await db
    .selectFrom("owner_second_factor")
    .select(["secret", "enabled_at", "used_step"])
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    secret: row.secret,
    enabledAt: row.enabled_at ? new Date(row.enabled_at) : undefined,
    usedStep: row.used_step === null ? null : Number(row.used_step),
  };
}

/** A new secret to set up, replacing a pending one; none while a second factor is on. */
export async function savePendingSecret(
  db: Kysely<Database>,
  ownerId: number,
  secret: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await dropPendingSecret(trx, ownerId);
    await trx
      .insertInto("owner_second_factor")
      .values({ owner_id: ownerId, secret, enabled_at: null, used_step: null, created_at: now })
      .onConflict((oc) => oc.column("owner_id").doNothing())
      .execute();
  });
}

/** Replaces a stored secret by its sealed form, unless it changed meanwhile (ADR 036). */
export async function replaceSecret(
  db: Kysely<Database>,
  { ownerId, from, to }: { ownerId: number; from: string; to: string },
): Promise<void> {
  await db
    .updateTable("owner_second_factor")
    .set({ secret: to })
    .where("owner_id", "=", ownerId)
    .where("secret", "=", from)
    .execute();
}

/** Drops a second factor being set up; one that is on stays. */
export async function dropPendingSecret(db: Kysely<Database>, ownerId: number): Promise<void> {
  await db
    .deleteFrom("owner_second_factor")
    .where("owner_id", "=", ownerId)
    .where("enabled_at", "is", null)
    .execute();
}

/**
 * Takes a code's time step if it is later than the last one taken: false when another request took
 * it or a later one first (a code replayed, two tabs).
 */
export async function takeStep(
  db: Kysely<Database>,
  ownerId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable("owner_second_factor")
    .set({ used_step: step })
    .where("owner_id", "=", ownerId)
    .where((eb) => eb.or([eb("used_step", "is", null), eb("used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the pending second factor on, with its step taken and new recovery codes, in one transaction. */
export async function enableSecondFactor(
  db: Kysely<Database>,
  {
    ownerId,
    step,
    codeHashes,
    now,
  }: { ownerId: number; step: number; codeHashes: string[]; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("owner_second_factor")
      .set({ enabled_at: now, used_step: step })
      .where("owner_id", "=", ownerId)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await replaceCodes(trx, ownerId, codeHashes);
    return true;
  });
}

export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  ownerId: number,
  codeHashes: string[],
): Promise<void> {
  await db.transaction().execute((trx) => replaceCodes(trx, ownerId, codeHashes));
}

async function replaceCodes(db: Kysely<Database>, ownerId: number, codeHashes: string[]) {
  await db.deleteFrom("owner_recovery_code").where("owner_id", "=", ownerId).execute();
  await db
    .insertInto("owner_recovery_code")
    .values(codeHashes.map((code_hash) => ({ owner_id: ownerId, code_hash, used_at: null })))
    .execute();
}

/** Spends a recovery code: false when it is not one of the owner's, or was spent already. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  { ownerId, codeHash, now }: { ownerId: number; codeHash: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("owner_recovery_code")
    .set({ used_at: now })
    .where("owner_id", "=", ownerId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Kysely<Database>, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom("owner_recovery_code")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("owner_id", "=", ownerId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns the second factor off: the secret and the recovery codes go. */
export async function removeSecondFactor(db: Kysely<Database>, ownerId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("owner_recovery_code").where("owner_id", "=", ownerId).execute();
    await trx.deleteFrom("owner_second_factor").where("owner_id", "=", ownerId).execute();
  });
}
