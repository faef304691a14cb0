import type { LeadFields } from "./lead.ts";

// ADR 051: what the leads inbox's free text searches, kept with each lead as one lower-cased text
// (`lead.search`, migration 0028): the person's names, e-mail, phone (also as bare digits, so that
// "0475123456" finds "0475 12 34 56") and message. Whoever rewrites a lead's fields rewrites it too.

const searchedFields = ["firstName", "lastName", "email", "phone", "remark", "message"] as const;

/** The lower-cased text the inbox's free text is looked for in. */
export function leadSearchText(fields: LeadFields): string {
  const texts = searchedFields.flatMap((key) => {
    const value = fields[key];
    return typeof value === "string" && value.trim() !== "" ? [value.trim()] : [];
  });
  const phone = fields.phone;
  const digits = typeof phone === "string" ? phone.replace(/\D/g, "") : "";
  return [...texts, ...(digits ? [digits] : [])].join("\n").toLowerCase();
}

/** The project a lead is about (a question on a project's page), kept as `lead.project_id`. */
export function leadProjectId(fields: LeadFields): number | undefined {
  const project = fields.project;
  return typeof project === "number" && Number.isSafeInteger(project) && project > 0
    ? project
    : undefined;
}

/**
 * What to look for in that text: the words as typed, lower-cased; a phone number as typed
 * ("0475/12.34.56") as its digits, since the text keeps the phone's digits.
 */
export function searchNeedle(text: string): string {
  const lowered = text.trim().toLowerCase();
  const digits = lowered.replace(/\D/g, "");
  return /^\+?[0-9 ./()-]+$/.test(lowered) && digits.length >= 3 ? digits : lowered;
}
