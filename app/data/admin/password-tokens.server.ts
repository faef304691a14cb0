import type { Kysely } from "kysely";
import { endSessions } from "#app/data/auth/account-sessions.server.ts";
import {
  savePasswordLink,
  spendPasswordLink,
  staffPasswordLinks,
} from "#app/data/auth/password-links.server.ts";
import type { Database } from "#app/data/schema.ts";

// One-time set-password links of staff accounts (migration 0024, ADR 047): the SHA-256 of the token
// only, 24 hours, single use.

export function saveStaffToken(
  db: Kysely<Database>,
  link: { tokenHash: string; staffId: number; expiresAt: Date; now: Date },
): Promise<void> {
  return savePasswordLink(db, staffPasswordLinks, { ...link, accountId: link.staffId });
}

/** The enabled account an unused, unexpired link names, if any. */
export async function findTokenAccount(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom("staff_password_token as t")
    .innerJoin("staff_account as s", "s.id", "t.staff_id")
    .select(["s.id", "s.email"])
    .where("t.token_hash", "=", tokenHash)
    .where("t.used_at", "is", null)
    .where("t.expires_at", ">", now)
    .where("s.disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * Spends the link and sets the password, in one transaction; false when the link was spent meanwhile
 * (two tabs, or the account disabled: that deletes its links). The account's other links go, and its sessions end: whoever held the old password is out.
 */
export async function setPasswordWithToken(
  db: Kysely<Database>,
  {
    tokenHash,
    staffId,
    passwordHash,
    now,
  }: { tokenHash: string; staffId: number; passwordHash: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = { tokenHash, accountId: staffId, now };
    if (!(await spendPasswordLink(trx, staffPasswordLinks, link))) return false;
    await trx
      .updateTable("staff_account")
      .set({ password_hash: passwordHash })
      .where("id", "=", staffId)
      .execute();
    await endSessions(trx, { kind: "staff", accountId: staffId, now });
    return true;
  });
}
