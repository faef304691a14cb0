import type { LeadFields, LeadSource } from "#app/model/leads/lead.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import type { StaffRole } from "./staff-account.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: what the desk reads of one lead. Plain types, shared
// by the repository that reads them and the page that shows them.

/** A staff member as the desk names them: their name, or their address when they gave none. */
export interface StaffName {
  id: number;
  name: string | undefined;
  email: string;
}

/** Whom a lead can be assigned to: a staff member whose account is not disabled. */
export interface Assignee extends StaffName {
  role: StaffRole;
  language: string;
}

export interface LeadRecord {
  id: number;
  form: string;
  language: string;
  /** The form's answers, as stored (every key kept, ADR 052). */
  fields: LeadFields;
  /** Where the visitor came from, recorded only with advertising-data consent. */
  source: LeadSource | undefined;
  verified: boolean;
  createdAt: Date;
  status: LeadStatus;
  agent: StaffName | undefined;
  propertyId: number | undefined;
  /** A project question's project (its `project` field). */
  projectId: number | undefined;
}

/** One mail of the outbox queued for the lead, with its delivery state. */
export interface LeadMail {
  id: number;
  kind: string;
  subject: string;
  status: "queued" | "held" | "paused" | "sent" | "failed";
  attempts: number;
  lastError: string | undefined;
  createdAt: Date;
  sentAt: Date | undefined;
}

/** One entry of a lead's timeline (migration 0025): a note, a status change or an assignment. */
export interface LeadEvent {
  id: number;
  kind: "note" | "status" | "assign";
  /** The note, the new status, or the new assignee's id ("" when unassigned). */
  body: string;
  by: StaffName | undefined;
  createdAt: Date;
}

/** The property or project a lead is about, as staff see it: hidden prices included. */
export interface LeadListing {
  kind: "property" | "project";
  /** The CRM's id. */
  id: number;
  title: string;
  city: string;
  price: number | null;
  priceUnit: number | null;
  /** False when the agency hides the price on the site: staff still see it. */
  publishPrice: boolean;
  status: string;
  photo: Photo | undefined;
  /** Its public page, in the language read; none when visitors cannot see it. */
  url: string | undefined;
}

/** A staff member's name, or their address when they gave none (or once the account is gone, ""). */
export function staffLabel(staff: StaffName): string {
  return staff.name || staff.email;
}
