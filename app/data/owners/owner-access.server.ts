import type { Kysely } from "kysely";
import { endSessions } from "#app/data/auth/account-sessions.server.ts";
import { deletePasswordLinks, ownerPasswordLinks } from "#app/data/auth/password-links.server.ts";
import type { Database } from "#app/data/schema.ts";

// docs/requirements.md §17 "Owners", ADR 055: the desk disables and enables an owner account
// (migration 0032). A disabled owner is found by no login, password link or portal guard.

/**
 * Disables an owner in one transaction: their unused password links go and every session they have
 * ends at once. Answers how many sessions ended; undefined when they were disabled already.
 */
export async function disableOwnerRecord(
  db: Kysely<Database>,
  ownerId: number,
  now: Date,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("owner")
      .set({ disabled_at: now })
      .where("id", "=", ownerId)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    await deletePasswordLinks(trx, ownerPasswordLinks, ownerId);
    return endSessions(trx, { kind: "owner", accountId: ownerId, now });
  });
}

/** Lets a disabled owner log in again; false when they were not disabled. */
export async function enableOwnerRecord(db: Kysely<Database>, ownerId: number): Promise<boolean> {
  const result = await db
    .updateTable("owner")
    .set({ disabled_at: null })
    .where("id", "=", ownerId)
    .where("disabled_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
