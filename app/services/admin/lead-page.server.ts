import type { Kysely } from "kysely";
import {
  readLeadProject,
  readLeadProperty,
  type StoredListing,
} from "#app/data/leads/lead-listing.server.ts";
import {
  readAssignees,
  readLeadEvents,
  readLeadMails,
  readLeadRecord,
  readStaffNames,
} from "#app/data/leads/lead-record.server.ts";
import type { Database } from "#app/data/schema.ts";
import { isVisible } from "#app/domain/listing-status.ts";
import { formatEuro, priceUnitFrom } from "#app/domain/price.ts";
import { defaultLanguage, isLanguage, type Language } from "#app/i18n/languages.ts";
import type { AdminLeadMessages } from "#app/locales/en/admin-lead.ts";
import { messages } from "#app/locales/messages.server.ts";
import { labelledFields } from "#app/model/admin/lead-fields.ts";
import {
  type LeadPageView,
  type ListingCardView,
  mailState,
  type TimelineEntry,
} from "#app/model/admin/lead-page.ts";
import type { LeadEvent, LeadRecord } from "#app/model/admin/lead-record.ts";
import type { ProjectPlace, PropertyPlace } from "#app/model/catalogue/listing-place.ts";
import { leadStatuses } from "#app/model/leads/lead-status.ts";
import { listingUrl } from "#app/routing/listing-urls.ts";
import { leadCrm } from "./lead-crm.server.ts";
import { formName } from "./lead-names.server.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: one lead as a staff member reads it, in their
// language: every field as sent, the property or project, the source, the mails, the CRM deliveries
// (ADR 064) and the timeline.

/** The lead's page in `language`; undefined when there is no such lead. */
export async function openLead(
  db: Kysely<Database>,
  { id, language }: { id: number; language: Language },
): Promise<LeadPageView | undefined> {
  const lead = await readLeadRecord(db, id);
  if (!lead) return undefined;
  const texts = messages[language];
  const [mails, events, assignees, listings, crm] = await Promise.all([
    readLeadMails(db, id),
    readLeadEvents(db, id),
    readAssignees(db),
    readListings(db, lead),
    leadCrm(db, id),
  ]);
  const cards = listings.map(({ kind, id, stored }) =>
    card(kind, id, stored, [language, ...visitorLanguage(lead)], texts.adminLead),
  );
  return {
    id: lead.id,
    form: lead.form,
    formName: formName(lead.form, texts.adminLead),
    language: lead.language,
    verified: lead.verified,
    receivedAt: lead.createdAt,
    status: lead.status,
    agent: lead.agent,
    fields: labelledFields(lead.form, lead.fields, language, texts),
    listings: cards,
    source: lead.source,
    mails: mails.map((mail) => ({ ...mail, state: mailState(mail) })),
    timeline: await timelineOf(db, lead, events),
    assignees,
    reply: replyLink(lead, listings),
    crm,
  };
}

/** The lead's arrival, then its events, oldest first. */
async function timelineOf(
  db: Kysely<Database>,
  lead: LeadRecord,
  events: LeadEvent[],
): Promise<TimelineEntry[]> {
  const assigned = events.flatMap((e) => (e.kind === "assign" && e.body ? [Number(e.body)] : []));
  const names = new Map((await readStaffNames(db, assigned)).map((s) => [s.id, s]));
  const entries = events.flatMap((event): TimelineEntry[] => {
    const base = { key: `event-${event.id}`, at: event.createdAt, by: event.by };
    if (event.kind === "note") return [{ ...base, kind: "note", text: event.body }];
    if (event.kind === "status") {
      const status = leadStatuses.find((s) => s === event.body);
      return status ? [{ ...base, kind: "status", status }] : [];
    }
    const id = Number(event.body);
    const assignee = event.body ? (names.get(id) ?? { id, name: "", email: "" }) : undefined;
    return [{ ...base, kind: "assign", assignee }];
  });
  return [{ key: "arrived", kind: "arrived", at: lead.createdAt, by: undefined }, ...entries];
}

type Listing = {
  kind: "property" | "project";
  id: number;
  stored: StoredListing<PropertyPlace | ProjectPlace> | undefined;
};

/** The lead's property, then its project (a project question), if it names them. */
async function readListings(db: Kysely<Database>, lead: LeadRecord): Promise<Listing[]> {
  const { propertyId, projectId } = lead;
  const [property, project] = await Promise.all([
    propertyId === undefined ? undefined : readLeadProperty(db, propertyId),
    projectId === undefined ? undefined : readLeadProject(db, projectId),
  ]);
  return [
    ...(propertyId === undefined
      ? []
      : [{ kind: "property" as const, id: propertyId, stored: property }]),
    ...(projectId === undefined
      ? []
      : [{ kind: "project" as const, id: projectId, stored: project }]),
  ];
}

const visitorLanguage = (lead: LeadRecord): Language[] =>
  isLanguage(lead.language) ? [lead.language] : [];

/** A listing's place in the first of `languages` it has a text in, else in any it has. */
function placeIn(stored: StoredListing<PropertyPlace | ProjectPlace>, languages: Language[]) {
  const language =
    languages.find((l) => stored.places[l]) ?? (Object.keys(stored.places)[0] as Language);
  return { language, place: stored.places[language] };
}

const titleOf = (place: PropertyPlace | ProjectPlace) =>
  "title" in place ? place.title : place.name;

function card(
  kind: "property" | "project",
  id: number,
  stored: StoredListing<PropertyPlace | ProjectPlace> | undefined,
  languages: Language[],
  texts: AdminLeadMessages,
): ListingCardView {
  if (!stored)
    return {
      kind,
      id,
      title: undefined,
      city: "",
      photo: undefined,
      price: undefined,
      priceHidden: false,
      status: "",
      url: undefined,
    };
  // Its text in the staff member's language, else the visitor's, else any it has.
  const { language, place } = placeIn(stored, languages);
  const visible = kind === "project" ? stored.status === "available" : isVisible(stored.status);
  return {
    kind,
    id,
    title: place ? titleOf(place) : String(id),
    city: place?.city ?? "",
    photo: stored.photo,
    price: priceText(stored, place, texts.listing),
    priceHidden: !stored.publishPrice,
    status: stored.status,
    url: visible && place ? listingUrl(place, language) : undefined,
  };
}

/** The price as staff read it (docs/requirements.md §17: hidden prices included). */
function priceText(
  stored: StoredListing<PropertyPlace | ProjectPlace>,
  place: PropertyPlace | ProjectPlace | undefined,
  texts: AdminLeadMessages["listing"],
): string {
  const { price, priceMax, priceUnit } = stored;
  if (price === null || !(price > 0)) return texts.onRequest;
  const amount = formatEuro(price);
  if (priceMax !== null && priceMax > price)
    return texts.range.replace("{{min}}", amount).replace("{{max}}", formatEuro(priceMax));
  if (priceUnit === priceUnitFrom) return texts.from.replace("{{price}}", amount);
  if (place && "goal" in place && place.goal === "rent")
    return texts.perMonth.replace("{{price}}", amount);
  return amount;
}

/**
 * ADR 052: "Reply" opens the staff member's mail program to the visitor, the subject filled in the
 * visitor's language ("Re: <form> — <property>"). None without an address a mail link can carry.
 */
function replyLink(lead: LeadRecord, listings: Listing[]): string | undefined {
  const email = lead.fields.email;
  if (typeof email !== "string" || !/^[^\s@?&#%/]+@[^\s@?&#%/]+$/.test(email)) return undefined;
  const texts = messages[visitorLanguage(lead)[0] ?? defaultLanguage].adminLead;
  const form = formName(lead.form, texts);
  const stored = listings.find((l) => l.stored)?.stored;
  const place = stored && placeIn(stored, visitorLanguage(lead)).place;
  const subject = place
    ? texts.actions.replySubject.replace("{{form}}", form).replace("{{title}}", titleOf(place))
    : texts.actions.replyForm.replace("{{form}}", form);
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
