import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";

// The newsletter's addresses (migration 0014, ADR 027).

type Db = Kysely<Database> | Transaction<Database>;

export async function findSubscriber(db: Db, email: string) {
  return db
    .selectFrom("newsletter_subscriber")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export interface Signup {
  email: string;
  language: string;
  confirmHash: string;
  confirmExpiresAt: Date;
  unsubscribeToken: string;
  now: Date;
}

/** A sign-up: the address (again) pending, with a new confirmation; a confirmed one stays as it is. */
export async function saveSignup(trx: Db, signup: Signup): Promise<void> {
  const email = signup.email.toLowerCase();
  const pending = {
    language: signup.language,
    status: "pending" as const,
    confirm_hash: signup.confirmHash,
    confirm_expires_at: signup.confirmExpiresAt,
  };
  const existing = await findSubscriber(trx, email);
  if (existing?.status === "confirmed") return;
  if (existing)
    await trx
      .updateTable("newsletter_subscriber")
      .set({ ...pending, unsubscribed_at: null })
      .where("id", "=", existing.id)
      .execute();
  else
    await trx
      .insertInto("newsletter_subscriber")
      .values({
        ...pending,
        email,
        unsubscribe_token: signup.unsubscribeToken,
        created_at: signup.now,
        confirmed_at: null,
        unsubscribed_at: null,
      })
      .execute();
}

/** Confirms the pending address of this token, if it has not expired; whether one was. */
export async function confirmSignup(db: Db, confirmHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscriber")
    .set({ status: "confirmed", confirm_hash: null, confirm_expires_at: null, confirmed_at: now })
    .where("confirm_hash", "=", confirmHash)
    .where("status", "=", "pending")
    .where("confirm_expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Unsubscribes the address of this token; whether the token names one. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscriber")
    .set({
      status: "unsubscribed",
      confirm_hash: null,
      confirm_expires_at: null,
      unsubscribed_at: now,
    })
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
