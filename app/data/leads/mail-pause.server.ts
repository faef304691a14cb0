import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

// The pause of mails to typed addresses (ADR 034): the addresses the site ever queued a
// mail to (keyed hashes), and the one row of a pause while it lasts. Times in ms since 1970.

/** Remembers an address's first mail; true when the site never queued one to it before. */
export async function rememberRecipient(
  db: Kysely<Database>,
  addressHash: string,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto("mail_recipient")
    .values({ address_hash: addressHash, first_mailed_at: now })
    .onConflict((oc) => oc.column("address_hash").doNothing())
    .returning("address_hash")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** How many addresses got their first mail after `since`. */
export async function newRecipientsSince(db: Kysely<Database>, since: number): Promise<number> {
  const row = await db
    .selectFrom("mail_recipient")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("first_mailed_at", ">", since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Forgets the addresses first mailed before `before` (the lead retention). */
export async function forgetRecipientsBefore(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom("mail_recipient").where("first_mailed_at", "<", before).execute();
}

export interface MailPause {
  startedAt: number;
  quietUntil: number;
}

/** The pause under way at `now`, if any (one whose quiet period has passed is over). */
export async function pauseAt(db: Kysely<Database>, now: number): Promise<MailPause | undefined> {
  const row = await db
    .selectFrom("mail_pause")
    .select(["started_at", "quiet_until"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row || Number(row.quiet_until) <= now) return undefined;
  return { startedAt: Number(row.started_at), quietUntil: Number(row.quiet_until) };
}

/**
 * Starts a pause, or moves the end of the one under way to `quietUntil`; true when this call
 * started it (a pause that had ended by itself starts again). One statement: two servers seeing the
 * same burst start one pause.
 */
export async function extendPause(
  db: Kysely<Database>,
  now: number,
  quietUntil: number,
): Promise<boolean> {
  const row = await db
    .insertInto("mail_pause")
    .values({ id: 1, started_at: now, quiet_until: quietUntil })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        started_at: eb
          .case()
          .when("mail_pause.quiet_until", "<=", now)
          .then(now)
          .else(eb.ref("mail_pause.started_at"))
          .end(),
        quiet_until: quietUntil,
      })),
    )
    .returning("started_at")
    .executeTakeFirstOrThrow();
  return Number(row.started_at) === now;
}

/** Ends the pause, whether or not its quiet period has passed. */
export async function endPause(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("mail_pause").execute();
}
