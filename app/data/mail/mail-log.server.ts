import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type {
  MailLogEntry,
  MailLogFilter,
  MailMessage,
  MailState,
} from "#app/model/admin/mail-log.ts";
import type { OutboxMessageTable } from "./schema.ts";

// The outbox as the desk's mail log reads it (ADR 054): newest first, by state and kind.

type Outbox = ExpressionBuilder<Database, "outbox_message">;

/** The rows of one state: `retrying` is a queued message that failed before, `queued` one that did not. */
function inState(eb: Outbox, state: MailState) {
  if (state === "queued")
    return eb.and([eb("status", "=", "queued"), eb("last_error", "is", null)]);
  if (state === "retrying")
    return eb.and([eb("status", "=", "queued"), eb("last_error", "is not", null)]);
  return eb("status", "=", state);
}

export async function mailLogPage(
  db: Kysely<Database>,
  filter: Omit<MailLogFilter, "page">,
  page: { offset: number; limit: number },
): Promise<{ entries: MailLogEntry[]; total: number }> {
  const { state, kind } = filter;
  const filtered = db
    .selectFrom("outbox_message")
    .$if(state !== undefined, (qb) => qb.where((eb) => inState(eb, state as MailState)))
    .$if(kind !== undefined, (qb) => qb.where("kind", "=", kind as string));
  const [rows, count] = await Promise.all([
    filtered
      .select([
        "id",
        "kind",
        "to_address",
        "subject",
        "status",
        "attempts",
        "created_at",
        "sent_at",
        "next_attempt_at",
        "last_error",
      ])
      // Ids grow with the time a message was queued: the primary key serves the order.
      .orderBy("id", "desc")
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirst(),
  ]);
  return { entries: rows.map(toEntry), total: Number(count?.count ?? 0) };
}

/** The kinds of mail the outbox holds, for the list's filter. */
export async function mailKinds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox_message")
    .select("kind")
    .distinct()
    .orderBy("kind")
    .execute();
  return rows.map((row) => row.kind);
}

export async function findMailMessage(
  db: Kysely<Database>,
  id: number,
): Promise<MailMessage | undefined> {
  const row = await db
    .selectFrom("outbox_message")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toEntry(row),
    leadId: row.lead_id ?? undefined,
    messageId: row.message_id,
    from: row.from_address,
    replyTo: row.reply_to ?? undefined,
    html: row.html,
    text: row.text,
  };
}

/**
 * Queues a failed message again for the worker, as if new (no attempts, no error); the same message
 * (Message-ID, date) as before, ADR 022. Answers false when it is not (or no longer) failed.
 */
export async function requeueFailed(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox_message")
    .set({ status: "queued", attempts: 0, last_error: null, next_attempt_at: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many messages the worker gave up on. */
export async function failedMailCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("outbox_message")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

type EntryColumns = Pick<
  Selectable<OutboxMessageTable>,
  | "id"
  | "kind"
  | "to_address"
  | "subject"
  | "status"
  | "attempts"
  | "created_at"
  | "sent_at"
  | "next_attempt_at"
  | "last_error"
>;

function toEntry(row: EntryColumns): MailLogEntry {
  const retrying = row.status === "queued" && row.last_error !== null;
  const state: MailState = retrying ? "retrying" : row.status;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    state,
    attempts: Number(row.attempts),
    queuedAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? undefined : new Date(row.sent_at),
    nextAttemptAt: retrying ? new Date(row.next_attempt_at) : undefined,
    lastError: row.last_error ?? undefined,
  };
}
