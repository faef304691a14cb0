import type { Kysely, Transaction } from "kysely";
import {
  deleteLeadDeliveries,
  queueUnsubscribeDeliveries,
} from "#app/data/crm/crm-deliveries.server.ts";
import type { Database } from "#app/data/schema.ts";

// The demand register's accounts (migration 0015, ADR 029) and the searches behind them.

type Db = Kysely<Database> | Transaction<Database>;

/** Opens the address's account with this password; an account already there stays as it is. */
export async function saveDemandAccount(
  trx: Db,
  { email, passwordHash, now }: { email: string; passwordHash: string; now: Date },
): Promise<void> {
  await trx
    .insertInto("demand_account")
    .values({ email: email.toLowerCase(), password_hash: passwordHash, created_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export async function findDemandAccount(db: Db, email: string) {
  return db
    .selectFrom("demand_account")
    .select(["email", "password_hash"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

/** The searches registered into the address's account, newest first: the lead's id, date and answers. */
export async function demandsOf(db: Db, email: string) {
  const rows = await db
    .selectFrom("lead")
    .select(["id", "fields", "created_at"])
    .where("form", "=", "demand-register")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const wanted = email.toLowerCase();
  return rows
    .map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      fields: JSON.parse(row.fields),
    }))
    .filter(
      (row) => row.fields.account === true && String(row.fields.email).toLowerCase() === wanted,
    );
}

/**
 * Deletes these searches (leads) with their mails and CRM deliveries, and queues the address's
 * unsubscribe for the CRMs (ADR 064) in the same transaction; how many.
 */
export async function deleteDemands(
  db: Kysely<Database>,
  ids: number[],
  unsubscribe: Parameters<typeof queueUnsubscribeDeliveries>[1],
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox_message").where("lead_id", "in", ids).execute();
    await deleteLeadDeliveries(trx, ids);
    await queueUnsubscribeDeliveries(trx, unsubscribe);
    const result = await trx.deleteFrom("lead").where("id", "in", ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
