import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
} from "kysely";
import { flag, optional, parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { InboxCrmState } from "#app/model/leads/lead-inbox-filter.ts";
import type { InboxLead } from "#app/model/leads/lead-inbox-view.ts";
import type { SearchText } from "#app/model/leads/lead-search.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";
import { textCandidates, textMatch } from "./lead-inbox-text.server.ts";

// The leads inbox's queries (docs/requirements.md §17, ADR 051): newest first, paged by key (the
// (created_at, id) of the last lead shown) so that a page reads its 50 rows through an index whatever
// the number of leads; the export reads the same list in batches the same way.

/** A filtered list, as the database reads it (services/admin/lead-inbox.server.ts builds it). */
export interface InboxQuery {
  form?: string | undefined;
  /** None: every status but spam. */
  status?: LeadStatus | undefined;
  /** null: no agent yet. */
  agent?: number | null | undefined;
  /** A property's or a project's id. */
  listing?: number | undefined;
  since?: Date | undefined;
  /** Excluded. */
  until?: Date | undefined;
  verified?: boolean | undefined;
  /** One whole e-mail or phone (found by equality), or a lower-cased needle looked for in `lead.search`. */
  text?: SearchText | undefined;
  /** Leads with a CRM delivery in this state. */
  crm?: InboxCrmState | undefined;
  /** The export's bound: no lead stored after it started. */
  upToId?: number | undefined;
}

/** Where a page starts: after this lead (older ones) or before it (newer ones). */
export interface InboxKey {
  id: number;
  direction: "older" | "newer";
}

type LeadBuilder = ExpressionBuilder<Database, "lead">;

/**
 * A list's query with what three quick lookups learned: on SQLite, the few leads whose search text may
 * hold its needle and whether many deliveries are in the CRM state asked for; on both, which column
 * holds the listing's leads.
 */
interface Matching extends InboxQuery {
  sqlite: boolean;
  candidates?: readonly number[] | undefined;
  listingColumn?: "property_id" | "project_id" | undefined;
  crmMany?: boolean | undefined;
}

async function matchingQuery(db: Kysely<Database>, query: InboxQuery): Promise<Matching> {
  return {
    ...query,
    sqlite: !(db.getExecutor().adapter instanceof PostgresAdapter),
    candidates:
      query.text && "needle" in query.text
        ? await textCandidates(db, query.text.needle)
        : undefined,
    listingColumn: await listingColumn(db, query.listing),
    crmMany: await manyInCrmState(db, query.crm),
  };
}

/**
 * A listing id names a property or a project (ADR 051): when the leads hold it in one column only (the
 * usual case), the list reads that column's index in the list's order and stops at its 51st lead,
 * instead of reading every lead of the listing to sort them.
 */
async function listingColumn(
  db: Kysely<Database>,
  listing: number | undefined,
): Promise<Matching["listingColumn"]> {
  if (listing === undefined) return undefined;
  const holds = async (column: "property_id" | "project_id") =>
    (await db
      .selectFrom("lead")
      .select("id")
      .where(column, "=", listing)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  const [property, project] = await Promise.all([holds("property_id"), holds("project_id")]);
  if (property === project) return undefined;
  return property ? "property_id" : "project_id";
}

/** Above this many deliveries in a state, reading the list's order and each lead's deliveries is sooner. */
const fewDeliveries = 1_000;

/**
 * SQLite reads `id in (deliveries in this state)` from the deliveries, then sorts their leads: cheap for
 * the few failed, retrying or waiting ones, not for 100,000 delivered. Past `fewDeliveries` the
 * list rather reads the leads in its order and looks up each one's deliveries, stopping at its 51st.
 * Counting them reads crm_delivery's (status, next_attempt_at) index only. PostgreSQL's planner weighs
 * both ways from its statistics by itself.
 */
async function manyInCrmState(
  db: Kysely<Database>,
  state: InboxCrmState | undefined,
): Promise<boolean | undefined> {
  if (!state || db.getExecutor().adapter instanceof PostgresAdapter) return undefined;
  const few = db
    .selectFrom("crm_delivery")
    .select("id")
    .where("status", "=", state)
    .limit(fewDeliveries + 1);
  const row = await db
    .selectFrom(few.as("few"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) > fewDeliveries;
}

function matching(query: Matching) {
  return (eb: LeadBuilder) => {
    const all: Expression<SqlBool>[] = [
      query.status ? eb("lead.status", "=", query.status) : eb("lead.status", "!=", "spam"),
    ];
    if (query.form) all.push(eb("lead.form", "=", query.form));
    if (query.agent === null) all.push(eb("lead.agent_id", "is", null));
    else if (query.agent !== undefined) all.push(eb("lead.agent_id", "=", query.agent));
    if (query.listing !== undefined) all.push(listingMatch(eb, query.listing, query.listingColumn));
    if (query.since) all.push(eb("lead.created_at", ">=", query.since));
    if (query.until) all.push(eb("lead.created_at", "<", query.until));
    if (query.verified !== undefined) all.push(eb("lead.verified", "=", query.verified));
    if (query.text) all.push(textMatch(eb, query.text, query.sqlite));
    if (query.crm) all.push(crmMatch(eb, query.crm, query.crmMany));
    if (query.candidates)
      all.push(query.candidates.length > 0 ? eb("lead.id", "in", query.candidates) : eb.lit(false));
    if (query.upToId !== undefined) all.push(eb("lead.id", "<=", query.upToId));
    return eb.and(all);
  };
}

/** The listing's leads: through its one column, or else two indexed lookups rather than an OR (which
 * SQLite would read in the list's order row by row). */
function listingMatch(eb: LeadBuilder, listing: number, column: Matching["listingColumn"]) {
  if (column) return eb(`lead.${column}`, "=", listing);
  return eb(
    "lead.id",
    "in",
    eb
      .selectFrom("lead as by_property")
      .select("by_property.id")
      .where("by_property.property_id", "=", listing)
      .unionAll(
        eb
          .selectFrom("lead as by_project")
          .select("by_project.id")
          .where("by_project.project_id", "=", listing),
      ),
  );
}

/**
 * The leads with a CRM delivery in this state (issue 28, ADR 064): from the state's deliveries through
 * crm_delivery's (status, …) index, or, when they are many (`manyInCrmState`), each lead's through its
 * lead_id index.
 */
function crmMatch(eb: LeadBuilder, state: InboxCrmState, many: boolean | undefined) {
  const deliveries = eb
    .selectFrom("crm_delivery")
    .select("crm_delivery.lead_id")
    .where("crm_delivery.status", "=", state);
  if (many) return eb.exists(deliveries.whereRef("crm_delivery.lead_id", "=", "lead.id"));
  return eb("lead.id", "in", deliveries.where("crm_delivery.lead_id", "is not", null));
}

/**
 * The leads after (older) or before (newer) a key, in the list's order (created_at, id). The first
 * condition repeats the second's bound alone, so that both engines read it as an index range; an OR
 * alone reads the whole table.
 */
function pastKey(created: Date | string, id: number, direction: "older" | "newer") {
  return (eb: LeadBuilder) => {
    const op = direction === "older" ? "<" : ">";
    return eb.and([
      eb("lead.created_at", `${op}=`, created as Date),
      eb.or([eb("lead.created_at", op, created as Date), eb("lead.id", op, id)]),
    ]);
  };
}

function selectLeads(db: Kysely<Database>, query: Matching) {
  return db
    .selectFrom("lead")
    .leftJoin("staff_account", "staff_account.id", "lead.agent_id")
    .select([
      "lead.id",
      "lead.created_at",
      "lead.form",
      "lead.language",
      "lead.property_id",
      "lead.project_id",
      "lead.fields",
      "lead.source",
      "lead.status",
      "lead.agent_id",
      "lead.verified",
      "staff_account.name as agent_name",
      "staff_account.email as agent_email",
    ])
    .where(matching(query));
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>["execute"]>>[number];

function inboxLead(row: LeadRow): InboxLead {
  return {
    id: row.id,
    receivedAt: new Date(row.created_at),
    form: row.form,
    language: row.language,
    propertyId: optional(row.property_id),
    projectId: optional(row.project_id),
    fields: parseJsonObject(row.fields),
    source: row.source === null ? undefined : parseJsonObject(row.source),
    status: row.status,
    agent:
      row.agent_id === null
        ? undefined
        : { id: row.agent_id, name: row.agent_name ?? row.agent_email ?? "" },
    verified: flag(row.verified),
  };
}

/**
 * Up to `size` leads of the list from a key on (the newest first without one), newest first, and
 * whether the list goes on past them in the direction read.
 */
export async function inboxLeads(
  db: Kysely<Database>,
  query: InboxQuery,
  size: number,
  from?: InboxKey,
): Promise<{ leads: InboxLead[]; more: boolean }> {
  let select = selectLeads(db, await matchingQuery(db, query));
  const direction = from?.direction ?? "older";
  if (from) {
    const key = await db
      .selectFrom("lead")
      .select("created_at")
      .where("id", "=", from.id)
      .executeTakeFirst();
    if (key) select = select.where(pastKey(key.created_at, from.id, direction));
  }
  const order = direction === "older" ? "desc" : "asc";
  const rows = await select
    .orderBy("lead.created_at", order)
    .orderBy("lead.id", order)
    .limit(size + 1)
    .execute();
  const leads = rows.slice(0, size).map(inboxLead);
  return { leads: direction === "older" ? leads : leads.reverse(), more: rows.length > size };
}

/** How many leads the list holds, and the newest's id (the export's bound). */
export async function countInbox(
  db: Kysely<Database>,
  query: InboxQuery,
): Promise<{ count: number; newestId: number | undefined }> {
  const row = await db
    .selectFrom("lead")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("lead.id").as("max")])
    .where(matching(await matchingQuery(db, query)))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), newestId: row.max === null ? undefined : Number(row.max) };
}

/** The whole list, newest first, read `size` leads at a time: never more than one batch in memory. */
export async function* inboxBatches(
  db: Kysely<Database>,
  query: InboxQuery,
  size = 500,
): AsyncGenerator<InboxLead[]> {
  const matched = await matchingQuery(db, query);
  let last: { created: Date | string; id: number } | undefined;
  for (;;) {
    let select = selectLeads(db, matched);
    if (last) select = select.where(pastKey(last.created, last.id, "older"));
    const rows = await select
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(size)
      .execute();
    if (rows.length > 0) yield rows.map(inboxLead);
    const end = rows.at(-1);
    if (!end || rows.length < size) return;
    last = { created: end.created_at, id: end.id };
  }
}

/**
 * Marks these leads as spam, each with its timeline's status event, and answers the ids it changed
 * (a lead already spam or gone is left as it is). Run it in the transaction of its audit entries.
 */
export async function markLeadsSpam(
  db: Kysely<Database>,
  ids: readonly number[],
  staffId: number,
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const changed = await db
    .updateTable("lead")
    .set({ status: "spam" })
    .where("id", "in", ids)
    .where("status", "!=", "spam")
    .returning("id")
    .execute();
  if (changed.length > 0)
    await db
      .insertInto("lead_event")
      .values(
        changed.map(({ id }) => ({
          lead_id: id,
          staff_id: staffId,
          kind: "status" as const,
          body: "spam",
          created_at: now,
        })),
      )
      .execute();
  return changed.map(({ id }) => id).sort((a, b) => a - b);
}
