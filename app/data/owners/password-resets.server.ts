import type { Kysely, Transaction } from "kysely";
import {
  ownerPasswordLinks,
  savePasswordLink,
  spendPasswordLink,
} from "#app/data/auth/password-links.server.ts";
import type { Database } from "#app/data/schema.ts";

// Forgotten-password links (migration 0017, docs/requirements.md §15).

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An owner by e-mail or username, whether or not they have a password yet (an imported one); never
 * one the desk disabled (ADR 055).
 */
export async function findOwnerForReset(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom("owner")
    .select(["id", "email", "username", "display_name"])
    .where((eb) => eb.or([eb("email", "=", value), eb("username", "=", value)]))
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

export function saveReset(
  db: Db,
  reset: { tokenHash: string; ownerId: number; expiresAt: Date; now: Date },
): Promise<void> {
  return savePasswordLink(db, ownerPasswordLinks, { ...reset, accountId: reset.ownerId });
}

/** The owner of an unused, unexpired link, if the token names one and they are not disabled. */
export async function findUsableReset(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom("owner_password_reset as r")
    .innerJoin("owner as o", "o.id", "r.owner_id")
    .select(["o.id", "o.email", "o.username"])
    .where("r.token_hash", "=", tokenHash)
    .where("r.used_at", "is", null)
    .where("r.expires_at", ">", now)
    .where("o.disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * Sets the owner's new password and spends the link, in one transaction; false when the link was
 * spent meanwhile (two tabs). Every other link of the owner goes with it.
 */
export async function resetPassword(
  db: Kysely<Database>,
  {
    tokenHash,
    ownerId,
    passwordHash,
    now,
  }: { tokenHash: string; ownerId: number; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = { tokenHash, accountId: ownerId, now };
    if (!(await spendPasswordLink(trx, ownerPasswordLinks, link))) return false;
    await trx
      .updateTable("owner")
      .set({ password_hash: passwordHash })
      .where("id", "=", ownerId)
      .execute();
    return true;
  });
}
