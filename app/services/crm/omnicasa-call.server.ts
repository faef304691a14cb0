import { messages } from "#app/locales/messages.server.ts";
import type { CrmDelivery, LeadForCrm } from "#app/model/crm/crm-delivery.ts";
import type { LeadSource } from "#app/model/leads/lead.ts";
import { omnicasaLanguageIds } from "#app/services/omnicasa/values.ts";

// Issue 28 "The Omnicasa mapping" (docs/omnicasa-leads.md has the table and the public source of every field name):
// a delivery becomes one call of the Omnicasa API. Pure: what the catalogue and the site configuration say is given.

export type OmnicasaCallName =
  | "ContactOnMe"
  | "ContactOnMeProject"
  | "DemandRegister2"
  | "UnsubscribeDemandPerson";

type BodyValue = string | number | boolean | number[] | Record<string, string>;
export type OmnicasaBody = Record<string, BodyValue>;

export interface OmnicasaCall {
  call: OmnicasaCallName;
  body: OmnicasaBody;
  /** An unsubscribe names the person by e-mail: the CRM's person id is asked first (GetPersonByEmail). */
  findPerson?: { Email: string };
}

/** The site configuration's Omnicasa ids (`crm.omnicasa`). */
export interface OmnicasaIds {
  sourceId?: number | undefined;
  siteId?: number | undefined;
  officeId?: number | undefined;
}

/** What the catalogue holds for one lead. */
export interface OmnicasaFacts {
  ids: OmnicasaIds;
  /** The lead's property id when the catalogue still holds it: the import keeps the CRM's `ID` as its id. */
  propertyId?: number | undefined;
  /** The catalogue's property types (the CRM's WebID, as the sync imported it) and names, in the lead's language. */
  types: ReadonlyMap<number, string>;
  /** The CRM's own type ids by WebID, as the last full sync stored them (GetTypeOfPropertyList); may be empty. */
  typeIds: ReadonlyMap<number, readonly number[]>;
}

/** A delivery that cannot become an Omnicasa call (a form the CRM has no call for). */
export class NotForOmnicasa extends Error {
  override name = "NotForOmnicasa";
}

export function omnicasaCall(delivery: CrmDelivery, facts: OmnicasaFacts): OmnicasaCall {
  const language = delivery.kind === "lead" ? delivery.lead.language : delivery.language;
  const common = {
    LanguageId: omnicasaLanguageIds[language],
    ...(facts.ids.officeId !== undefined && { OfficeID: facts.ids.officeId }),
  };
  if (delivery.kind === "unsubscribe") {
    return { call: "UnsubscribeDemandPerson", body: common, findPerson: { Email: delivery.email } };
  }
  const { lead } = delivery;
  const texts = messages[lead.language];
  const body: OmnicasaBody = {
    ...common,
    ...person(lead),
    ...(facts.ids.sourceId !== undefined && { SourceId: facts.ids.sourceId }),
    ...(facts.ids.siteId !== undefined && { SiteId: facts.ids.siteId }),
    Subject: texts.adminLead.forms[lead.form],
    // Our lead id, so that the agency finds the lead again and a retried call merges into the same contact.
    CustomStr1: `lead-${lead.id}`,
    IsMergedDemandIfExisting: true,
    ...tracking(lead.source),
  };
  const remark = text(lead.fields.remark);
  switch (lead.form) {
    case "contact-me":
    case "document-request":
    case "site-contact":
      return { call: "ContactOnMe", body: { ...body, ...about(lead, facts, remark) } };
    case "contact-appointment":
      return {
        call: "ContactOnMe",
        body: {
          ...body,
          ...about(lead, facts, remark),
          // The day (YYYY-MM-DD) and the agency's slot (HH:MM-HH:MM) the visitor chose.
          AgendaComment: `${text(lead.fields.day)} ${text(lead.fields.slot)}`,
        },
      };
    case "contact-demand":
      return { call: "ContactOnMe", body: { ...body, ...content(valuation(lead, facts), remark) } };
    case "contact-construction":
      return { call: "ContactOnMeProject", body: { ...body, ...project(lead, remark) } };
    case "demand-register":
      return { call: "ContactOnMe", body: { ...body, ...demand(lead, facts), ...content(remark) } };
    case "sign-newsletter":
      // The sign-up is the consent to the newsletter (docs/requirements.md §14).
      return { call: "ContactOnMe", body: { ...body, IsReceivedEmail: true } };
    case "send-to-friend":
      throw new NotForOmnicasa("a property sent to a friend is not a lead for the CRM");
  }
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : String(value);

const content = (...parts: string[]): OmnicasaBody => {
  const written = parts.filter((part) => part.trim() !== "").join("\n\n");
  return written ? { Content: written } : {};
};

// fw4-bvba/omnicasa-api Models/AddressTitle: 1-3 Dutch, 4-6 French, 7-9 English; none German, so a German lead
// sends no title rather than one in another language.
const addressTitles: Record<string, Record<"mr" | "ms", number>> = {
  nl: { mr: 1, ms: 2 },
  fr: { mr: 4, ms: 5 },
  en: { mr: 7, ms: 8 },
};

function person({ fields, language }: LeadForCrm): OmnicasaBody {
  const title = fields.title === "mr" ? "mr" : fields.title ? "ms" : undefined;
  const code = title && addressTitles[language]?.[title];
  return {
    ...(code !== undefined && { AddressTitle: String(code) }),
    ...(fields.firstName !== undefined && { FirstName: text(fields.firstName) }),
    ...(fields.lastName !== undefined && { Name: text(fields.lastName) }),
    Email: text(fields.email),
    ...(fields.phone !== undefined && { PhoneNumber: text(fields.phone) }),
    // The form's newsletter option (docs/requirements.md §3). Only a yes is sent: a merged contact who once said
    // yes must not be taken off the mailings by a later form left unticked.
    ...(fields.newsletter === true && { IsReceivedEmail: true }),
  };
}

/** The property asked about: its CRM id while the catalogue holds it, else named in the content. */
function about(lead: LeadForCrm, facts: OmnicasaFacts, remark: string): OmnicasaBody {
  const id = lead.propertyId;
  if (id === null) return content(remark);
  if (facts.propertyId === id) return { ObjectID: id, ...content(remark) };
  const { listing } = messages[lead.language].adminLead;
  return content(`${listing.property}: ${listing.missing.replace("{{id}}", String(id))}`, remark);
}

/** The project asked about, and the home of it when the visitor chose one (ContactOnMeProject has no ObjectID). */
function project({ fields, propertyId, language }: LeadForCrm, remark: string): OmnicasaBody {
  const texts = messages[language];
  const unit =
    propertyId === null
      ? ""
      : `${texts.leads.projectQuestion.unit}: ${texts.adminLead.listing.crmId.replace("{{id}}", String(propertyId))}`;
  return { ProjectIDs: [Number(fields.project)], ...content(unit, remark) };
}

function valuation({ fields, language }: LeadForCrm, facts: OmnicasaFacts): string {
  const labels = messages[language].leads.valuation.fields;
  const goal = fields.goal === "let" ? labels.goals.let : labels.goals.sell;
  const type = facts.types.get(Number(fields.type)) ?? text(fields.type);
  const street = [text(fields.street), text(fields.number)].filter(Boolean).join(" ");
  return lines([
    [labels.goal, goal],
    [labels.type, type],
    [labels.street, street],
    [labels.zip, text(fields.zip)],
    [labels.city, text(fields.city)],
    [labels.bedrooms, text(fields.bedrooms)],
    [labels.surface, text(fields.surface)],
  ]);
}

function lines(rows: [string, string][]): string {
  return rows
    .filter(([, value]) => value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

// fw4-bvba/omnicasa-api Models/Goal: 0 sale, 1 rent. The chosen types go as the CRM's own ids
// (TypeOfPropertyIDs, ContactOnMeRequest.php:27) where the type list the sync stored maps their WebID, and as
// WebIDs while the catalogue has them; a type that maps to no CRM id is named in DemandComment. Towns have
// no CRM id in what the sync imports (no public source gives GetGeographicList's answer), so they are named
// in DemandComment (docs/omnicasa-leads.md).
function demand({ fields, language }: LeadForCrm, facts: OmnicasaFacts): OmnicasaBody {
  const labels = messages[language].leads.demandRegister.fields;
  const chosen = (Array.isArray(fields.types) ? fields.types : []).map(Number);
  const known = chosen.filter((id) => facts.types.has(id));
  const typeIds = [...new Set(chosen.flatMap((id) => facts.typeIds.get(id) ?? []))];
  const unmapped = chosen.filter((id) => !facts.typeIds.has(id));
  const named = unmapped.map((id) => facts.types.get(id) ?? `WebID ${id}`);
  const zones = Array.isArray(fields.zones) ? fields.zones.map(String) : [];
  return {
    IsCreatedDemand: true,
    Goal: fields.goal === "rent" ? 1 : 0,
    ...(typeIds.length > 0 && { TypeOfPropertyIDs: typeIds }),
    ...(known.length > 0 && { WebIDs: known }),
    ...(fields.budgetMin !== undefined && { PriceMin: Number(fields.budgetMin) }),
    ...(fields.budgetMax !== undefined && { PriceMax: Number(fields.budgetMax) }),
    DemandComment: lines([
      [labels.types, named.join(", ")],
      [labels.zones, zones.join(", ")],
      [labels.bedrooms, text(fields.bedrooms)],
    ]),
  };
}

// fw4-bvba/omnicasa-api Request/Contact/MarketingTrackingParameters: the consented source only (a lead keeps
// none without advertising consent, docs/requirements.md §14).
function tracking(source: LeadSource | null): OmnicasaBody {
  if (!source) return {};
  const parameters: Record<string, string | undefined> = {
    UTMSource: source.utm?.utm_source,
    UTMMedium: source.utm?.utm_medium,
    UTMCampaign: source.utm?.utm_campaign,
    UTMTerm: source.utm?.utm_term,
    UTMContent: source.utm?.utm_content,
    GCLID: source.gclid,
    LandingPageURL: source.landingPage,
    ReferrerURL: source.referrer,
  };
  const given = Object.fromEntries(
    Object.entries(parameters).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return Object.keys(given).length > 0 ? { MarketingTrackingParameters: given } : {};
}
