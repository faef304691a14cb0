import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";

// One-time set-password links (ADR 047): an owner's forgotten-password link (migration 0017) and a staff
// member's set-password link (migration 0024). Only the token's SHA-256 is kept. Each kind of account
// keeps its links in its own table; they are written and spent here, the same way for every kind.

type Db = Kysely<Database> | Transaction<Database>;

/** A kind of account's link table and the column that names the account in it. */
export type PasswordLinks =
  | { table: "owner_password_reset"; account: "owner_id" }
  | { table: "staff_password_token"; account: "staff_id" };

export const ownerPasswordLinks: PasswordLinks = {
  table: "owner_password_reset",
  account: "owner_id",
};
export const staffPasswordLinks: PasswordLinks = {
  table: "staff_password_token",
  account: "staff_id",
};

export async function savePasswordLink(
  db: Db,
  links: PasswordLinks,
  link: { tokenHash: string; accountId: number; expiresAt: Date; now: Date },
): Promise<void> {
  const row = {
    token_hash: link.tokenHash,
    expires_at: link.expiresAt,
    used_at: null,
    created_at: link.now,
  };
  if (links.table === "owner_password_reset")
    await db
      .insertInto(links.table)
      .values({ ...row, owner_id: link.accountId })
      .execute();
  else
    await db
      .insertInto(links.table)
      .values({ ...row, staff_id: link.accountId })
      .execute();
}

/**
 * Spends an unused, unexpired link, in the transaction that sets the password; false when it was spent
 * meanwhile (two tabs) or has expired. The account's other links go with it.
 */
export async function spendPasswordLink(
  trx: Transaction<Database>,
  links: PasswordLinks,
  link: { tokenHash: string; accountId: number; now: Date },
): Promise<boolean> {
  const spent = await trx
    .updateTable(links.table)
    .set({ used_at: link.now })
    .where("token_hash", "=", link.tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", link.now)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) return false;
  await trx
    .deleteFrom(links.table)
    .where(sql.ref(links.account), "=", link.accountId)
    .where("token_hash", "!=", link.tokenHash)
    .execute();
  return true;
}

/** Deletes every link of the account (a disabled staff member's). */
export async function deletePasswordLinks(
  db: Db,
  links: PasswordLinks,
  accountId: number,
): Promise<void> {
  await db.deleteFrom(links.table).where(sql.ref(links.account), "=", accountId).execute();
}
