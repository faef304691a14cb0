import type { AdminLeadMessages } from "#app/locales/en/admin-lead.ts";
import type { StaffName } from "#app/model/admin/lead-record.ts";
import type { LeadFields } from "#app/model/leads/lead.ts";

// docs/requirements.md §17, ADR 052: how the desk names a lead's form, its visitor and a staff member.

/** The form's name in the desk's texts; its stored name when a later form has none yet. */
export function formName(form: string, texts: AdminLeadMessages): string {
  return (texts.forms as Record<string, string>)[form] ?? form;
}

/** The visitor's name as they typed it; "" when the form asks for none (the newsletter). */
export function visitorName(fields: LeadFields): string {
  return [fields.firstName, fields.lastName]
    .filter((part) => typeof part === "string" && part !== "")
    .join(" ");
}

/** A staff member's name, or their address when they gave none. */
export function staffLabel(staff: StaffName): string {
  return staff.name ?? staff.email;
}
