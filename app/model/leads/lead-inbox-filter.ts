import * as z from "zod/mini";
import type { CrmDeliveryStatus } from "#app/model/crm/crm-status.ts";
import type { LeadForm } from "./lead.ts";
import { type LeadStatus, leadStatuses } from "./lead-status.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: the inbox's filters live in the URL, so a view
// can be shared, bookmarked and gone back to, and works without JavaScript. A value that does not
// read is ignored and named (the page says so), never an error: a shared link stays usable.

/** Every form that makes a lead (model/leads/lead.ts), in the order the inbox offers them. */
export const leadForms = [
  "site-contact",
  "contact-me",
  "contact-appointment",
  "contact-construction",
  "contact-demand",
  "demand-register",
  "document-request",
  "send-to-friend",
  "sign-newsletter",
] as const satisfies readonly LeadForm[];

/**
 * The CRM delivery states a lead can be filtered by (issue 28: the desk shows the state per lead; ADR
 * 064), the ones that need someone first. A lead whose deliveries differ (two targets) is in each list.
 */
export const inboxCrmStates = [
  "failed",
  "retrying",
  "waiting",
  "delivered",
] as const satisfies readonly CrmDeliveryStatus[];

export type InboxCrmState = (typeof inboxCrmStates)[number];

/** The agent filter's "nobody yet" value. */
export const unassigned = "unassigned";

export interface LeadInboxFilter {
  form?: LeadForm | undefined;
  /** None: every status but spam (spam is shown only when asked for). */
  status?: LeadStatus | undefined;
  agent?: number | typeof unassigned | undefined;
  /** A property's or a project's CRM id. */
  listing?: number | undefined;
  /** Calendar days in the agency's time zone, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  verified?: boolean | undefined;
  /** Leads with a CRM delivery in this state. */
  crm?: InboxCrmState | undefined;
  /** Free text over the person's name, e-mail, phone and message. */
  text?: string | undefined;
}

/** A page of the list: the leads older (or newer) than a lead's, by its id. */
export type InboxPageCursor = { older: number } | { newer: number } | undefined;

const id = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/)),
  z.transform((value) => Number(value)),
);
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }),
);
const fields = {
  form: z.enum(leadForms),
  status: z.enum(leadStatuses),
  agent: z.union([z.literal(unassigned), id]),
  listing: id,
  from: day,
  to: day,
  verified: z.pipe(
    z.enum(["yes", "no"]),
    z.transform((value) => value === "yes"),
  ),
  crm: z.enum(inboxCrmStates),
  text: z.string().check(z.maxLength(100)),
};
/** The URL parameter of each filter. */
const parameters = {
  form: "form",
  status: "status",
  agent: "agent",
  listing: "listing",
  from: "from",
  to: "to",
  verified: "verified",
  crm: "crm",
  text: "q",
} as const satisfies Record<keyof typeof fields, string>;
type FilterKey = keyof typeof fields;
const filterKeys = Object.keys(fields) as FilterKey[];

export interface ReadInboxFilter {
  filter: LeadInboxFilter;
  /** The URL parameters that were ignored because their value does not read. */
  ignored: string[];
  cursor: InboxPageCursor;
}

/** The filter, the page and what was ignored, from the list's (or the export's) URL parameters. */
export function readInboxFilter(params: URLSearchParams): ReadInboxFilter {
  const filter: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const key of filterKeys) {
    const raw = params.get(parameters[key])?.trim();
    if (!raw) continue;
    const read = z.safeParse(fields[key], raw);
    if (read.success) filter[key] = read.data;
    else ignored.push(parameters[key]);
  }
  const page = (name: "older" | "newer") => {
    const raw = params.get(name);
    if (!raw) return undefined;
    const read = z.safeParse(id, raw);
    if (!read.success) ignored.push(name);
    return read.success ? read.data : undefined;
  };
  const older = page("older");
  const newer = page("newer");
  const cursor = older !== undefined ? { older } : newer !== undefined ? { newer } : undefined;
  return { filter: filter as LeadInboxFilter, ignored, cursor };
}

/** The filter as URL parameters (the export link, the pages' links), in a stable order. */
export function inboxFilterParams(filter: LeadInboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (value === undefined) continue;
    params.set(
      parameters[key],
      typeof value === "boolean" ? (value ? "yes" : "no") : String(value),
    );
  }
  return params;
}

/** The filters a view uses, without the page: what the export and an audit entry describe. */
export function activeFilters(filter: LeadInboxFilter): Record<string, string> {
  return Object.fromEntries(inboxFilterParams(filter));
}

/** The leads "mark as spam" applies to: the ids of the checked rows of a page (at most a few pages). */
const spamSelection = z.array(id).check(z.minLength(1), z.maxLength(200));

/** The chosen leads' ids, or undefined when none (or anything that is not an id) was posted. */
export function readSpamSelection(values: readonly unknown[]): number[] | undefined {
  const read = z.safeParse(spamSelection, values);
  return read.success ? read.data : undefined;
}
