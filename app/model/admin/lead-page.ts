import type { CrmPause, DeliveryView } from "#app/model/crm/crm-queue.ts";
import type { LeadSource } from "#app/model/leads/lead.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import type { LabelledField } from "./lead-fields.ts";
import type { Assignee, LeadMail, StaffName } from "./lead-record.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: what the page shows of one lead, in the staff
// member's language, built on the server (services/admin/lead-page.server.ts).

/** The property or project of a lead, as its card on the page shows it. */
export interface ListingCardView {
  kind: "property" | "project";
  /** The CRM's id. */
  id: number;
  /** None when the catalogue has it no more. */
  title: string | undefined;
  city: string;
  photo: Photo | undefined;
  /** Its price as staff read it, hidden ones included. */
  price: string | undefined;
  /** The site hides the price from visitors. */
  priceHidden: boolean;
  status: string;
  /** Its public page; none when visitors cannot see it. */
  url: string | undefined;
}

/** One line of the timeline; the lead's arrival is the first. */
export type TimelineEntry = { key: string; at: Date; by: StaffName | undefined } & (
  | { kind: "arrived" }
  | { kind: "note"; text: string }
  | { kind: "status"; status: LeadStatus }
  /** `assignee` is undefined when unassigned; a name once the account is gone is "". */
  | { kind: "assign"; assignee: StaffName | undefined }
);

/** A mail's state as the desk tells it: a queued mail that failed once is retrying. */
export type MailState = "queued" | "retrying" | "held" | "paused" | "sent" | "failed";

export function mailState(mail: Pick<LeadMail, "status" | "lastError">): MailState {
  return mail.status === "queued" && mail.lastError !== undefined ? "retrying" : mail.status;
}

export interface LeadPageView {
  id: number;
  form: string;
  formName: string;
  language: string;
  verified: boolean;
  receivedAt: Date;
  status: LeadStatus;
  agent: StaffName | undefined;
  fields: LabelledField[];
  listings: ListingCardView[];
  source: LeadSource | undefined;
  mails: (LeadMail & { state: MailState })[];
  timeline: TimelineEntry[];
  assignees: Assignee[];
  /** A `mailto:` link to the visitor with the subject filled; none without a usable address. */
  reply: string | undefined;
  crm: LeadCrmView;
}

/** The lead's CRM deliveries (ADR 064), each with its target's pause if one lasts. */
export interface LeadCrmView {
  /** Some CRM is set up for the site. */
  configured: boolean;
  deliveries: (DeliveryView & { pause: CrmPause | undefined })[];
}
