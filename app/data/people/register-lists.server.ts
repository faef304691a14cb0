import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { contains } from "./text-search.server.ts";

// docs/requirements.md §17: the demand register's searches (its leads) and the newsletter's
// subscribers, listed at the desk a page at a time, or walked whole for a CSV export by id
// (keyset pages: memory stays flat whatever the count, on both engines).

/** What both lists filter by, dates already the agency's day bounds. */
export interface ListWhere {
  language?: string | undefined;
  q?: string | undefined;
  /** Created at or after. */
  since?: Date | undefined;
  /** Created before. */
  until?: Date | undefined;
}

export interface DemandWhere extends ListWhere {
  /** Confirmed: sent with a solved captcha or confirmed by its link. */
  confirmed?: boolean | undefined;
}

export interface SubscriberWhere extends ListWhere {
  status?: "pending" | "confirmed" | "unsubscribed" | undefined;
}

function demandQuery(db: Kysely<Database>, where: DemandWhere) {
  let query = db.selectFrom("lead").where("form", "=", "demand-register");
  if (where.confirmed !== undefined) query = query.where("verified", "=", where.confirmed);
  return dated(query, where).$if(where.q !== undefined, (q) =>
    q.where((eb) => contains(eb.ref("fields"), where.q ?? "")),
  );
}

function subscriberQuery(db: Kysely<Database>, where: SubscriberWhere) {
  let query = db.selectFrom("newsletter_subscriber");
  if (where.status !== undefined) query = query.where("status", "=", where.status);
  return dated(query, where).$if(where.q !== undefined, (q) =>
    q.where((eb) => contains(eb.ref("email"), where.q ?? "")),
  );
}

function dated<T extends "lead" | "newsletter_subscriber">(
  query: SelectQueryBuilder<Database, T, object>,
  where: ListWhere,
) {
  let dated = query as SelectQueryBuilder<Database, "lead" | "newsletter_subscriber", object>;
  if (where.language !== undefined) dated = dated.where("language", "=", where.language);
  if (where.since !== undefined) dated = dated.where("created_at", ">=", where.since);
  if (where.until !== undefined) dated = dated.where("created_at", "<", where.until);
  return dated as unknown as SelectQueryBuilder<Database, T, object>;
}

const demandColumns = ["id", "language", "fields", "verified", "created_at"] as const;
const subscriberColumns = [
  "id",
  "email",
  "language",
  "status",
  "created_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;

async function countOf(query: SelectQueryBuilder<Database, never, object>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of demand searches, newest first, and how many match. */
export async function demandSearchPage(
  db: Kysely<Database>,
  where: DemandWhere,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    demandQuery(db, where)
      .select(demandColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(demandQuery(db, where) as never),
  ]);
  return { rows, total };
}

/** One page of subscribers, newest first, and how many match. */
export async function subscriberPage(
  db: Kysely<Database>,
  where: SubscriberWhere,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    subscriberQuery(db, where)
      .select(subscriberColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(subscriberQuery(db, where) as never),
  ]);
  return { rows, total };
}

const batch = 500;

/** Every row `read` gives, by ascending id, 500 at a time. */
async function* byIdBatches<R extends { id: number }>(read: (after: number) => Promise<R[]>) {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = last.id;
  }
}

/** Every matching demand search, oldest first. */
export function allDemandSearches(db: Kysely<Database>, where: DemandWhere) {
  return byIdBatches((after) =>
    demandQuery(db, where)
      .select(demandColumns)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute(),
  );
}

/** Every matching subscriber, oldest first. */
export function allSubscribers(db: Kysely<Database>, where: SubscriberWhere) {
  return byIdBatches((after) =>
    subscriberQuery(db, where)
      .select(subscriberColumns)
      .where("id", ">", after)
      .orderBy("id")
      .limit(batch)
      .execute(),
  );
}

export type DemandSearchRow = Awaited<ReturnType<typeof demandSearchPage>>["rows"][number];
export type SubscriberRow = Awaited<ReturnType<typeof subscriberPage>>["rows"][number];
