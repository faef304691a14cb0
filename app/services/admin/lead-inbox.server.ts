import type { Kysely } from "kysely";
import { listStaffAccounts } from "#app/data/admin/staff-accounts.server.ts";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { type InboxQuery, inboxLeads, markLeadsSpam } from "#app/data/leads/lead-inbox.server.ts";
import type { Database } from "#app/data/schema.ts";
import { brusselsToUtc } from "#app/domain/brussels-time.ts";
import {
  type InboxPageCursor,
  type LeadInboxFilter,
  unassigned,
} from "#app/model/leads/lead-inbox-filter.ts";
import type { InboxLead } from "#app/model/leads/lead-inbox-view.ts";
import { readSearchText } from "#app/model/leads/lead-search.ts";
import { crmTargets } from "#app/services/crm/crm-targets.server.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: the list's page and its bulk "mark as spam".
// Plain values in, plain values out; the route reads the URL and words the outcome.

export const inboxPageSize = 50;
const day = 24 * 60 * 60 * 1000;

/** The filter as the database reads it: calendar days become the agency's (Brussels) midnights. */
export function inboxQuery(filter: LeadInboxFilter): InboxQuery {
  const midnight = (value: string) => brusselsToUtc(Date.parse(`${value}T00:00:00Z`));
  return {
    form: filter.form,
    status: filter.status,
    agent: filter.agent === unassigned ? null : filter.agent,
    listing: filter.listing,
    since: filter.from === undefined ? undefined : midnight(filter.from),
    until:
      filter.to === undefined
        ? undefined
        : brusselsToUtc(Date.parse(`${filter.to}T00:00:00Z`) + day),
    verified: filter.verified,
    text: filter.text === undefined ? undefined : readSearchText(filter.text),
    crm: filter.crm,
  };
}

export interface InboxPage {
  leads: InboxLead[];
  /** The ids the previous (newer) and next (older) pages start from; none at either end. */
  newer: number | undefined;
  older: number | undefined;
  /** Whether this is not the first page (a link to the newest leads then). */
  paged: boolean;
  /** Who a lead can be filtered by: every staff member, by e-mail. */
  agents: { id: number; name: string }[];
  /** Some CRM is set up (issue 28): the list offers its CRM delivery filter. */
  crmConfigured: boolean;
}

/** One page of the filtered list, newest first. */
export async function leadInboxPage(
  db: Kysely<Database>,
  filter: LeadInboxFilter,
  cursor: InboxPageCursor,
): Promise<InboxPage> {
  const from = cursor
    ? "older" in cursor
      ? { id: cursor.older, direction: "older" as const }
      : { id: cursor.newer, direction: "newer" as const }
    : undefined;
  const [{ leads, more }, staff, targets] = await Promise.all([
    inboxLeads(db, inboxQuery(filter), inboxPageSize, from),
    listStaffAccounts(db),
    crmTargets(db),
  ]);
  const first = leads.at(0)?.id;
  const last = leads.at(-1)?.id;
  const olderLeft = from?.direction === "newer" ? leads.length > 0 : more;
  const newerLeft = from === undefined ? false : from.direction === "newer" ? more : true;
  return {
    leads,
    newer: newerLeft ? first : undefined,
    older: olderLeft ? last : undefined,
    paged: from !== undefined,
    agents: staff.map((member) => ({ id: member.id, name: member.name ?? member.email })),
    crmConfigured: targets.length > 0,
  };
}

export interface StaffAction {
  staffId: number;
  clientAddress: string;
  now: Date;
}

/**
 * Marks the chosen leads as spam (docs/requirements.md §17 "mark many as spam at once"): each
 * changed lead gets its timeline's status event and an audit entry "lead.spam", in one transaction.
 * Answers how many changed (ids of leads already spam, or gone, change nothing).
 */
export async function markSpam(
  db: Kysely<Database>,
  ids: readonly number[],
  { staffId, clientAddress, now }: StaffAction,
): Promise<{ marked: number }> {
  return db.transaction().execute(async (trx) => {
    const changed = await markLeadsSpam(trx, ids, staffId, now);
    for (const id of changed)
      await appendStaffAudit(
        trx,
        {
          staffId,
          action: "lead.spam",
          object: { kind: "lead", id },
          detail: { status: "spam" },
          clientAddress,
        },
        now,
      );
    return { marked: changed.length };
  });
}
