import type { AdminLeadMessages } from "#app/locales/en/admin-lead.ts";
import type { LeadFields } from "#app/model/leads/lead.ts";

// docs/requirements.md §17, ADR 052: how the desk names a lead's form, and its visitor.

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
