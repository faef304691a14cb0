import { type ExpressionBuilder, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";

// ADR 050: the desk never leaves the agency without an enabled admin. Disabling or demoting an
// enabled admin is one conditional update, taken only while another enabled admin remains.

/**
 * On PostgreSQL, locks the enabled admins' rows for the transaction: two admins disabling or
 * demoting each other at once then take turns, and the second finds itself the last. SQLite writes
 * one transaction at a time already.
 */
export async function lockEnabledAdmins(trx: Transaction<Database>): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom("staff_account")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** The updated row is no enabled admin, or another enabled admin remains. */
export function anotherAdminStays(staffId: number) {
  return (eb: ExpressionBuilder<Database, "staff_account">) =>
    eb.or([
      eb("role", "!=", "admin"),
      eb("disabled_at", "is not", null),
      eb.exists(
        eb
          .selectFrom("staff_account as other")
          .select("other.id")
          .where("other.role", "=", "admin")
          .where("other.disabled_at", "is", null)
          .where("other.id", "!=", staffId),
      ),
    ]);
}
