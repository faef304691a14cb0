import { type Kysely, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { dailyVisits, visitPeriods } from "#app/domain/visit-periods.ts";
import type {
  HistoryRow,
  PortalHistory,
  VisitCounts,
  VisitFigures,
} from "#app/model/owners/portal-view.ts";
import { type HistoryEntry, readCrmHistory } from "./owner-history.server.ts";

// What the owner portal reads (docs/requirements.md §3 Owner portal tables): who the owner is, which properties are
// theirs, and per property its visit figures and its CRM history.

/** The owner's name, if the owner exists and may log in (has a password, is not disabled). */
export async function readOwnerName(
  db: Kysely<Database>,
  ownerId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("owner")
    .select("display_name")
    .where("id", "=", ownerId)
    .where("password_hash", "is not", null)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return row?.display_name;
}

/** The ids of the owner's properties, lowest first. */
export async function ownedPropertyIds(db: Kysely<Database>, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("owner_property")
    .select("property_id")
    .where("owner_id", "=", ownerId)
    .orderBy("property_id")
    .execute();
  return rows.map((row) => row.property_id);
}

/** Today, this week, this month and in total: all the portal's home shows of a property. */
export async function readVisitCounts(
  db: Kysely<Database>,
  propertyId: number,
  now: Date,
): Promise<VisitCounts> {
  const periods = visitPeriods(now);
  const since = (start: Date) =>
    sql<number>`sum(case when viewed_at >= ${start} and viewed_at <= ${now} then 1 else 0 end)`;
  const counts = await db
    .selectFrom("page_view")
    .where("property_id", "=", propertyId)
    .select((eb) => [
      since(periods.today).as("today"),
      since(periods.week).as("week"),
      since(periods.month).as("month"),
      eb.fn.countAll<number>().as("total"),
    ])
    .executeTakeFirstOrThrow();
  return {
    today: Number(counts.today ?? 0),
    week: Number(counts.week ?? 0),
    month: Number(counts.month ?? 0),
    total: Number(counts.total),
  };
}

/** The counts, and the visits per day over 30 days and per source: a property's own page. */
export async function readVisitFigures(
  db: Kysely<Database>,
  propertyId: number,
  now: Date,
): Promise<VisitFigures> {
  const { chartStart } = visitPeriods(now);
  const views = db.selectFrom("page_view").where("property_id", "=", propertyId);
  const [counts, recent, sources] = await Promise.all([
    readVisitCounts(db, propertyId, now),
    views
      .select("viewed_at")
      .where("viewed_at", ">=", chartStart)
      .where("viewed_at", "<=", now)
      .execute(),
    views
      .select((eb) => ["source", eb.fn.countAll<number>().as("visits")])
      .groupBy("source")
      .orderBy("visits", "desc")
      .orderBy("source")
      .execute(),
  ]);
  return {
    ...counts,
    daily: dailyVisits(
      recent.map((row) => new Date(row.viewed_at)),
      now,
    ),
    bySource: sources.map((row) => ({ source: row.source, visits: Number(row.visits) })),
  };
}

/** The property's CRM history, newest first. */
export async function readPortalHistory(
  db: Kysely<Database>,
  propertyId: number,
): Promise<PortalHistory> {
  const history = await readCrmHistory(db, propertyId);
  const rows = (entries: HistoryEntry[]): HistoryRow[] =>
    entries
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map(({ at, type, contact, subject, comment, status, source }) => ({
        at: at.toISOString(),
        type,
        contact,
        subject,
        comment,
        status,
        source,
      }));
  return {
    communications: rows(history.communications),
    onlineMedia: rows(history.onlineMedia),
    visits: rows(history.visits),
  };
}
