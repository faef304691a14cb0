import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { propertyTypeNames } from "#app/data/catalogue/property-types.server.ts";
import { eraseDemandSearch, eraseSubscriber } from "#app/data/people/register-erase.server.ts";
import {
  allDemandSearches,
  allSubscribers,
  type DemandSearchRow,
  demandSearchPage,
  type ListWhere,
  subscriberPage,
} from "#app/data/people/register-lists.server.ts";
import type { Database } from "#app/data/schema.ts";
import { brusselsToUtc } from "#app/domain/brussels-time.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { StaffAuditAction } from "#app/model/admin/audit-actions.ts";
import type { DemandRegister } from "#app/model/leads/demand-register.ts";
import {
  type DemandFilter,
  pageSize,
  type SubscriberFilter,
} from "#app/model/people/register-filters.ts";
import type { DemandSearchItem, SubscriberItem } from "#app/model/people/register-view.ts";
import { criteriaRows } from "#app/services/leads/demand-register.server.ts";
import type { StaffAct } from "./person-data.server.ts";

// docs/requirements.md §17: the desk's demand register and newsletter lists, their CSV exports and
// the erasing of one entry, each export and erase audited without personal data (ADR 053).

const dayMs = 24 * 3_600_000;

/** The filter's days as the agency's (Brussels) day bounds. */
function listWhere(filter: DemandFilter | SubscriberFilter): ListWhere {
  return {
    language: filter.language,
    q: filter.q,
    since: filter.from === undefined ? undefined : brusselsToUtc(Date.parse(filter.from)),
    until: filter.to === undefined ? undefined : brusselsToUtc(Date.parse(filter.to) + dayMs),
  };
}

const demandWhere = (filter: DemandFilter) => ({
  ...listWhere(filter),
  confirmed: filter.status === undefined ? undefined : filter.status === "confirmed",
});
const subscriberWhere = (filter: SubscriberFilter) => ({
  ...listWhere(filter),
  status: filter.status,
});
const pageOf = (filter: { page?: number | undefined }) => ({
  limit: pageSize,
  offset: ((filter.page ?? 1) - 1) * pageSize,
});

/** Which filters an export used, by name only: a free text may be a name or an address. */
const filterNames = (filter: object) => ({ filters: Object.keys(filter).sort().join(",") });

/** A demand search as the desk shows it: who, what they look for (in the staff's language), when. */
async function demandDescriber(db: Kysely<Database>, language: Language) {
  const typeNames = new Map(
    (await propertyTypeNames(db, language)).map((t) => [String(t.webId), t.name]),
  );
  const texts = messages[language].leads.demandRegister;
  return (row: DemandSearchRow) => {
    const fields = JSON.parse(row.fields) as DemandRegister & { account?: boolean };
    return {
      id: row.id,
      name: [fields.firstName, fields.lastName].filter(Boolean).join(" "),
      email: fields.email,
      phone: fields.phone ?? "",
      language: row.language,
      wanted: criteriaRows(fields, typeNames, texts)
        .map((criterion) => `${criterion.label}: ${criterion.value}`)
        .join("; "),
      confirmed: Boolean(row.verified),
      account: fields.account === true,
      createdAt: new Date(row.created_at),
    };
  };
}

export type DemandSearchView = ReturnType<Awaited<ReturnType<typeof demandDescriber>>>;

export async function demandSearchList(
  db: Kysely<Database>,
  filter: DemandFilter,
  language: Language,
) {
  const [{ rows, total }, describe] = await Promise.all([
    demandSearchPage(db, demandWhere(filter), pageOf(filter)),
    demandDescriber(db, language),
  ]);
  const searches = rows.map((row): DemandSearchItem => {
    const { createdAt, phone: _phone, ...search } = describe(row);
    return { ...search, registeredAt: formatDateTime(createdAt, language) };
  });
  return { searches, total };
}

export async function subscriberList(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  language: Language,
) {
  const { rows, total } = await subscriberPage(db, subscriberWhere(filter), pageOf(filter));
  const day = (value: Date | string | null) =>
    value === null ? "" : formatDateTime(new Date(value), language);
  const subscribers = rows.map(
    (row): SubscriberItem => ({
      id: row.id,
      email: row.email,
      language: row.language,
      status: row.status,
      signedUpAt: day(row.created_at),
      confirmedAt: day(row.confirmed_at),
      unsubscribedAt: day(row.unsubscribed_at),
    }),
  );
  return { subscribers, total };
}

/** Every matching demand search for the CSV, described; the export is audited first. */
export async function exportDemandSearches(
  db: Kysely<Database>,
  filter: DemandFilter,
  language: Language,
  act: StaffAct,
) {
  await audit(db, act, "demand.export", undefined, filterNames(filter));
  const describe = await demandDescriber(db, language);
  const rows = allDemandSearches(db, demandWhere({ ...filter, page: undefined }));
  return (async function* () {
    for await (const row of rows) yield describe(row);
  })();
}

/** Every matching subscriber for the CSV; the export is audited first. */
export async function exportSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  act: StaffAct,
) {
  await audit(db, act, "newsletter.export", undefined, filterNames(filter));
  return allSubscribers(db, subscriberWhere({ ...filter, page: undefined }));
}

/** Erases one demand search (and its account with the address's last search); false when unknown. */
export async function eraseDemandEntry(db: Kysely<Database>, id: number, act: StaffAct) {
  const erased = await eraseDemandSearch(db, id);
  if (erased) await audit(db, act, "demand.erase", { kind: "lead", id }, { ...erased });
  return erased !== undefined;
}

/** Erases one newsletter subscriber; false when unknown. */
export async function eraseSubscriberEntry(db: Kysely<Database>, id: number, act: StaffAct) {
  const erased = await eraseSubscriber(db, id);
  if (erased)
    await audit(
      db,
      act,
      "newsletter.erase",
      { kind: "newsletter_subscriber", id },
      { messagesDeleted: erased.messagesDeleted },
    );
  return erased !== undefined;
}

function audit(
  db: Kysely<Database>,
  act: StaffAct,
  action: StaffAuditAction,
  object: { kind: string; id: number } | undefined,
  detail: Record<string, string | number>,
) {
  return appendStaffAudit(
    db,
    { staffId: act.staffId, action, object, detail, clientAddress: act.clientAddress },
    act.now,
  );
}
