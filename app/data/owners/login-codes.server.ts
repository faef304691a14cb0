import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

// The one-time codes mailed during a wave (migration 0022, ADR 035): one per owner at a time.

/**
 * Stores a new code unless the owner has one still usable: true when stored (a mail is then due),
 * false when the code mailed before still serves. One statement: two logins at once store one code.
 */
export async function saveLoginCode(
  db: Kysely<Database>,
  code: { ownerId: number; codeHash: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const values = {
    code_hash: code.codeHash,
    expires_at: code.expiresAt,
    wrong_tries: 0,
    used_at: null,
  };
  const result = await db
    .insertInto("owner_login_code")
    .values({ owner_id: code.ownerId, ...values })
    .onConflict((oc) =>
      oc
        .column("owner_id")
        .doUpdateSet(values)
        .where((eb) =>
          eb.or([
            eb("owner_login_code.expires_at", "<=", code.now),
            eb("owner_login_code.used_at", "is not", null),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Spends the owner's code if `codeHash` is it, unused, unexpired and tried wrong fewer than
 * `maxWrongTries` times; else counts a wrong try. True when spent.
 */
export async function spendLoginCode(
  db: Kysely<Database>,
  {
    ownerId,
    codeHash,
    now,
    maxWrongTries,
  }: {
    ownerId: number;
    codeHash: string;
    now: Date;
    maxWrongTries: number;
  },
): Promise<boolean> {
  const usable = db
    .updateTable("owner_login_code")
    .where("owner_id", "=", ownerId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .where("wrong_tries", "<", maxWrongTries);
  const spent = await usable
    .set({ used_at: now })
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 1) return true;
  await usable.set((eb) => ({ wrong_tries: eb("wrong_tries", "+", 1) })).execute();
  return false;
}
