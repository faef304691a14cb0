import { type Kysely, PostgresAdapter, type Selectable, type Transaction } from "kysely";
import { flag, optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { CrmTargetName } from "#app/model/crm/crm-delivery.ts";
import type {
  ClaimedDelivery,
  DeliveryView,
  UnsubscribePayload,
} from "#app/model/crm/crm-queue.ts";
import type { CrmDeliveryTable } from "./schema.ts";

// The CRM queue (issue 28 "Deliver", ADR 064), the mail outbox's pattern (ADR 022): deliveries are written
// in the lead's transaction, the CRM worker claims the due ones, sends them, then records each outcome.

type Writer = Kysely<Database> | Transaction<Database>;

/**
 * Queues a lead's deliveries, one per target, in the lead's transaction. `held`: the lead waits for its
 * confirmation link (ADR 034), and so do its deliveries (ADR 064).
 */
export async function queueLeadDeliveries(
  trx: Writer,
  args: { leadId: number; targets: readonly CrmTargetName[]; held: boolean; now: Date },
): Promise<void> {
  if (args.targets.length === 0) return;
  await trx
    .insertInto("crm_delivery")
    .values(
      args.targets.map((target) => ({
        lead_id: args.leadId,
        target,
        kind: "lead" as const,
        payload: null,
        status: args.held ? ("held" as const) : ("waiting" as const),
        next_attempt_at: args.now,
        created_at: args.now,
      })),
    )
    .execute();
}

/** Queues a demand-register unsubscribe for each target (no lead: the address and its language). */
export async function queueUnsubscribeDeliveries(
  db: Writer,
  args: { targets: readonly CrmTargetName[]; person: UnsubscribePayload; now: Date },
): Promise<void> {
  if (args.targets.length === 0) return;
  await db
    .insertInto("crm_delivery")
    .values(
      args.targets.map((target) => ({
        lead_id: null,
        target,
        kind: "unsubscribe" as const,
        payload: JSON.stringify(args.person),
        status: "waiting" as const,
        next_attempt_at: args.now,
        created_at: args.now,
      })),
    )
    .execute();
}

/** A confirmed lead's held deliveries fall due at once (ADR 064). */
export async function releaseHeldDeliveries(trx: Writer, leadId: number, now: Date) {
  await trx
    .updateTable("crm_delivery")
    .set({ status: "waiting", next_attempt_at: now })
    .where("lead_id", "=", leadId)
    .where("status", "=", "held")
    .execute();
}

interface ClaimArgs {
  now: Date;
  /** Until when a claimed delivery is the claimer's: past it (a crash), another run sends it again. */
  leaseUntil: Date;
  limit: number;
  /** The targets this worker sends to and that are not paused. */
  targets: readonly CrmTargetName[];
}

/**
 * Claims the deliveries due now, oldest first, as claimDueMessages does the outbox's (ADR 022): one
 * statement moves their next attempt to the end of the lease and counts the attempt; PostgreSQL skips
 * the rows another server holds, SQLite writes one statement at a time.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  { now, leaseUntil, limit, targets }: ClaimArgs,
): Promise<ClaimedDelivery[]> {
  if (targets.length === 0) return [];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom("crm_delivery")
    .select("id")
    .where("status", "in", ["waiting", "retrying"])
    .where("target", "in", targets)
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .$if(postgres, (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable("crm_delivery")
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.map(toClaimed).sort((a, b) => a.id - b.id);
}

export async function markDelivered(db: Kysely<Database>, id: number, answer: string, now: Date) {
  await db
    .updateTable("crm_delivery")
    .set({ status: "delivered", answer: answer.slice(0, 500), delivered_at: now, last_error: null })
    .where("id", "=", id)
    .execute();
}

/**
 * Another attempt at `at`. `unknown`: this one may have reached the CRM. `free`: the attempt is not
 * counted against the limit (its target was paused, ADR 064).
 */
export async function scheduleDeliveryRetry(
  db: Kysely<Database>,
  id: number,
  args: { at: Date; error: string; unknown: boolean; free?: boolean },
) {
  await db
    .updateTable("crm_delivery")
    .set((eb) => ({
      status: "retrying",
      next_attempt_at: args.at,
      last_error: args.error.slice(0, 500),
      unknown_outcome: args.unknown,
      ...(args.free ? { attempts: eb("attempts", "-", 1) } : {}),
    }))
    .where("id", "=", id)
    .execute();
}

export async function markDeliveryFailed(db: Kysely<Database>, id: number, error: string) {
  await db
    .updateTable("crm_delivery")
    .set({ status: "failed", last_error: error.slice(0, 500) })
    .where("id", "=", id)
    .execute();
}

/**
 * A failed delivery of this lead queued again, due at once with a fresh attempt limit ("send again",
 * ADR 064); false when the lead has no such failed delivery.
 */
export async function sendAgain(
  db: Writer,
  args: { leadId: number; deliveryId: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("crm_delivery")
    .set({ status: "waiting", attempts: 0, next_attempt_at: args.now })
    .where("id", "=", args.deliveryId)
    .where("lead_id", "=", args.leadId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A lead's deliveries, one per target, for its page. */
export async function leadDeliveries(
  db: Kysely<Database>,
  leadId: number,
): Promise<DeliveryView[]> {
  const rows = await db
    .selectFrom("crm_delivery")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    target: row.target as CrmTargetName,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at),
    unknownOutcome: flag(row.unknown_outcome),
    lastError: optional(row.last_error),
    answer: optional(row.answer),
    deliveredAt: row.delivered_at === null ? undefined : new Date(row.delivered_at),
  }));
}

/** The deliveries of leads being deleted or erased: nothing of theirs is sent any more. */
export async function deleteLeadDeliveries(trx: Writer, leadIds: readonly number[]) {
  if (leadIds.length === 0) return;
  await trx.deleteFrom("crm_delivery").where("lead_id", "in", leadIds).execute();
}

/** With the leads past their retention: their deliveries, and the unsubscribes done by then. */
export async function deleteDeliveriesBefore(trx: Writer, cutoff: Date) {
  const old = trx.selectFrom("lead").select("id").where("created_at", "<", cutoff);
  await trx.deleteFrom("crm_delivery").where("lead_id", "in", old).execute();
  await trx
    .deleteFrom("crm_delivery")
    .where("lead_id", "is", null)
    .where("status", "in", ["delivered", "failed"])
    .where("created_at", "<", cutoff)
    .execute();
}

function toClaimed(row: Selectable<CrmDeliveryTable>): ClaimedDelivery {
  return {
    id: Number(row.id),
    target: row.target as CrmTargetName,
    leadId: row.lead_id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    // A claim counts its attempt before sending: one with no recorded outcome since (no error, not
    // delivered) ended with its server, maybe after sending.
    earlierUnknown: flag(row.unknown_outcome) || (row.attempts > 1 && row.last_error === null),
  };
}
