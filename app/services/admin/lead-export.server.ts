import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { countInbox, inboxBatches } from "#app/data/leads/lead-inbox.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { AdminLeadsMessages } from "#app/locales/en/admin-leads.ts";
import { activeFilters, type LeadInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import type { InboxLead } from "#app/model/leads/lead-inbox-view.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";
import { inboxQuery, type StaffAction } from "./lead-inbox.server.ts";

// docs/requirements.md §17 (the leads inbox's CSV export), ADR 051: the filtered list, one row per
// lead, read in batches by key so that 100,000 leads never sit in memory; audited before the first
// row leaves, with the filters and the count but nothing of the people in it.

type Cell = string | number | undefined;

/** The agency's wall clock, sortable: "2026-11-27 14:05". */
const brusselsClock = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

const text = (value: unknown): string | undefined =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

function row(
  lead: InboxLead,
  texts: AdminLeadsMessages["export"],
  all: AdminLeadsMessages,
): Cell[] {
  const { fields, source } = lead;
  const utm = (source?.utm ?? {}) as Record<string, unknown>;
  return [
    lead.id,
    brusselsClock.format(lead.receivedAt),
    all.forms[lead.form as keyof AdminLeadsMessages["forms"]] ?? lead.form,
    all.statuses[lead.status as LeadStatus],
    lead.agent?.name,
    lead.language,
    text(fields.title),
    text(fields.firstName),
    text(fields.lastName),
    text(fields.email),
    text(fields.phone),
    text(fields.remark) ?? text(fields.message),
    lead.propertyId,
    lead.projectId,
    lead.verified ? texts.yes : texts.no,
    text(utm.utm_source),
    text(utm.utm_medium),
    text(utm.utm_campaign),
    text(source?.referrer),
    text(source?.landingPage),
  ];
}

const columns = [
  "id",
  "received",
  "form",
  "status",
  "agent",
  "language",
  "title",
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "property",
  "project",
  "verified",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "referrer",
  "landingPage",
] as const satisfies readonly (keyof AdminLeadsMessages["export"]["columns"])[];

export interface LeadExport {
  header: string[];
  rows: AsyncIterable<Cell[]>;
  count: number;
}

/**
 * The export of the filtered list: audited "leads.export" (the filters, the free text only as
 * "searched", the row count), then its rows as they are read. Leads stored once it started are not in it.
 */
export async function exportLeads(
  db: Kysely<Database>,
  filter: LeadInboxFilter,
  texts: AdminLeadsMessages,
  { staffId, clientAddress, now, separator }: StaffAction & { separator: string },
): Promise<LeadExport> {
  const query = inboxQuery(filter);
  const { count, newestId } = await countInbox(db, query);
  const { q, ...filters } = activeFilters(filter);
  await appendStaffAudit(
    db,
    {
      staffId,
      action: "leads.export",
      detail: { ...filters, ...(q !== undefined && { q: "searched" }), rows: count, separator },
      clientAddress,
    },
    now,
  );
  async function* rows() {
    if (newestId === undefined) return;
    for await (const batch of inboxBatches(db, { ...query, upToId: newestId }))
      for (const lead of batch) yield row(lead, texts.export, texts);
  }
  return { header: columns.map((key) => texts.export.columns[key]), rows: rows(), count };
}
