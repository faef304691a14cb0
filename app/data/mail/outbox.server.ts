import { type Kysely, PostgresAdapter, type Selectable, type Transaction } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { OutgoingMail, QueuedMail } from "#app/model/leads/lead.ts";
import type { OutboxMessageTable } from "./schema.ts";

// The mail outbox (ADR 022): mails are queued (a lead's in its own transaction), the worker claims due
// messages, sends them, then marks each.

/** Queues mails for the worker (ADR 022), a lead's (in its transaction) or the site's own (no lead). */
export async function queueMails(
  db: Kysely<Database> | Transaction<Database>,
  mails: OutgoingMail[],
  now: Date,
  leadId: number | null,
): Promise<void> {
  for (const mail of mails) {
    await db
      .insertInto("outbox_message")
      .values({
        lead_id: leadId,
        kind: mail.kind,
        message_id: mail.messageId,
        from_address: mail.from,
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attempts: 0,
        next_attempt_at: now,
        status: mail.status ?? "queued",
        last_error: null,
        created_at: now,
        sent_at: null,
      })
      .execute();
  }
}

interface ClaimArgs {
  now: Date;
  /** Until when a claimed message is the claimer's: past it (a crash), another run sends it again. */
  leaseUntil: Date;
  limit: number;
  /** Kinds left queued this time (mails to typed addresses while they are paused, ADR 034). */
  skipKinds?: readonly string[] | undefined;
}

/**
 * Claims the queued messages due now, oldest first: one statement that moves their next attempt to
 * the end of the lease and counts the attempt. On PostgreSQL several servers claim at once, each
 * skipping the rows another holds (FOR UPDATE SKIP LOCKED); SQLite runs one writing statement at a
 * time, so a message is never claimed twice within its lease.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  { now, leaseUntil, limit, skipKinds = [] }: ClaimArgs,
): Promise<QueuedMail[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom("outbox_message")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", now)
    .$if(skipKinds.length > 0, (qb) => qb.where("kind", "not in", skipKinds))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .$if(postgres, (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable("outbox_message")
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.map(toQueuedMail).sort((a, b) => a.id - b.id);
}

export async function markSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("outbox_message")
    .set({ status: "sent", sent_at: now, last_error: null })
    .where("id", "=", id)
    .execute();
}

export async function scheduleRetry(
  db: Kysely<Database>,
  id: number,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable("outbox_message")
    .set({ next_attempt_at: at, last_error: error.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}

export async function markFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable("outbox_message")
    .set({ status: "failed", last_error: error.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}

/**
 * Queues a lead's held mails once it is verified (ADR 034); mails to typed addresses still wait while
 * a pause lasts, as the worker leaves them. Returns how many.
 */
export async function releaseHeld(
  db: Kysely<Database>,
  leadId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("outbox_message")
    .set({ status: "queued", next_attempt_at: now })
    .where("lead_id", "=", leadId)
    .where("status", "=", "held")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Queues the mails paused during a burst (`npm run mail -- resume`, ADR 034). Returns how many. */
export async function releasePaused(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable("outbox_message")
    .set({ status: "queued", next_attempt_at: now })
    .where("status", "=", "paused")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many messages wait in each state that is not final. */
export async function waitingCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("outbox_message")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "in", ["queued", "held", "paused"])
    .groupBy("status")
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { queued: count("queued"), held: count("held"), paused: count("paused") };
}

function toQueuedMail(row: Selectable<OutboxMessageTable>): QueuedMail {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind as QueuedMail["kind"],
    messageId: row.message_id,
    from: row.from_address,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attempts: row.attempts,
    queuedAt: new Date(row.created_at),
  };
}
