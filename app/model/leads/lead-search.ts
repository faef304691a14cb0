import * as z from "zod/mini";
import { personFields } from "./contact-fields.ts";
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

/** A lead's e-mail as the inbox finds it whole (`lead.email_key`, migration 0038): trimmed, lower-cased. */
export function emailKey(email: unknown): string | undefined {
  const key = typeof email === "string" ? email.trim().toLowerCase() : "";
  return key === "" ? undefined : key;
}

/**
 * A phone number as the inbox finds it whole (`lead.phone_key`, migration 0038), one writing for the
 * ways people type the same number: its digits, a Belgian number in its national form (+32 475 12 34
 * 56, 0032 475/12.34.56, +32 (0)475 123456 and 0475 12 34 56 are all 0475123456), a foreign one as +
 * and its digits (+31 6 12345678 and 0031 612345678 are +31612345678).
 */
export function phoneKey(phone: unknown): string | undefined {
  if (typeof phone !== "string") return undefined;
  const written = phone.trim().replaceAll("(0)", "");
  const digits = written.replace(/\D/g, "");
  if (digits === "") return undefined;
  const abroad = written.startsWith("+")
    ? digits
    : digits.startsWith("00")
      ? digits.slice(2)
      : undefined;
  if (abroad === undefined) return digits;
  return abroad.startsWith("32") ? `0${abroad.slice(2)}` : `+${abroad}`;
}

/** A whole number: Belgian national (0 and 8 or 9 digits) or foreign (+ and 8 to 15 digits). */
const wholePhone = /^(0\d{8,9}|\+\d{8,15})$/;

/**
 * How the inbox reads its free text (ADR 051, amended 2026-11-28): an address the lead forms would
 * accept is one person's e-mail, found whole (equal to a lead's own e-mail, whatever its case); a
 * whole phone number the forms would accept, found whole in any writing; anything else (a name, part
 * of an address, of a number or of a message) is a needle looked for in the search text.
 */
export type SearchText = { email: string } | { phone: string } | { needle: string };

export function readSearchText(text: string): SearchText | undefined {
  const typed = text.trim();
  if (typed === "") return undefined;
  if (z.safeParse(personFields.email, typed).success) return { email: emailKey(typed) ?? typed };
  const phone = z.safeParse(personFields.phone, typed).success ? phoneKey(typed) : undefined;
  if (phone !== undefined && wholePhone.test(phone)) return { phone };
  return { needle: searchNeedle(typed) };
}

/**
 * What to look for in that text: the words as typed, lower-cased; a phone number as typed
 * ("0475/12.34.56") as its digits, since the text keeps the phone's digits.
 */
function searchNeedle(text: string): string {
  const lowered = text.trim().toLowerCase();
  const digits = lowered.replace(/\D/g, "");
  return /^\+?[0-9 ./()-]+$/.test(lowered) && digits.length >= 3 ? digits : lowered;
}
