import { formatDateTime } from "#app/domain/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { LeadStatus } from "./lead-status.ts";

// docs/requirements.md §17 (the leads inbox): a lead as the list reads it, and the row a page shows.

export interface InboxLead {
  id: number;
  receivedAt: Date;
  form: string;
  language: string;
  propertyId: number | undefined;
  projectId: number | undefined;
  fields: Record<string, unknown>;
  source: Record<string, unknown> | undefined;
  status: LeadStatus;
  agent: { id: number; name: string } | undefined;
  verified: boolean;
}

/** One row of the list: what a page of 50 sends to the browser, nothing more. */
export interface InboxRow {
  id: number;
  /** The agency's day and time (Europe/Brussels). */
  received: string;
  form: string;
  name: string;
  email: string | undefined;
  propertyId: number | undefined;
  projectId: number | undefined;
  status: LeadStatus;
  agent: string | undefined;
  verified: boolean;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : "");

export function inboxRow(lead: InboxLead, language: Language): InboxRow {
  const { fields } = lead;
  return {
    id: lead.id,
    received: formatDateTime(lead.receivedAt, language),
    form: lead.form,
    name: [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" "),
    email: text(fields.email) || undefined,
    propertyId: lead.propertyId,
    projectId: lead.projectId,
    status: lead.status,
    agent: lead.agent?.name,
    verified: lead.verified,
  };
}
