import * as z from "zod/mini";
import { leadStatuses } from "#app/model/leads/lead-status.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: what a staff member may post on a lead's page.
// Each value's message is a key of the `adminLead` namespace's `errors`.

/** What can be wrong with a posted action: a key of the `adminLead` namespace's `errors`. */
export const leadProblems = [
  "status",
  "agent",
  "noteEmpty",
  "noteLong",
  "delivery",
  "intent",
] as const;
export type LeadProblem = (typeof leadProblems)[number];

const error = (key: LeadProblem) => `adminLead:errors.${key}`;

/** The problem a message key names (`adminLead:errors.noteLong`); "intent" for any other. */
export function leadProblem(key: string): LeadProblem {
  return leadProblems.find((problem) => key === error(problem)) ?? "intent";
}

/** A note's length: something to say, at most 5,000 characters. */
export const noteLength = { max: 5000 } as const;

/** Which form of the page was posted. */
export const leadIntentSchema = z.enum(["status", "assign", "note", "resend"], {
  error: error("intent"),
});
export type LeadIntent = z.output<typeof leadIntentSchema>;

export const leadStatusSchema = z.enum(leadStatuses, { error: error("status") });

/** A staff member's id, or "" for nobody (unassigned). */
export const assigneeSchema = z.pipe(
  z
    .string({ error: error("agent") })
    .check(z.regex(/^([1-9][0-9]{0,9})?$/, { error: error("agent") })),
  z.transform((value) => (value === "" ? null : Number(value))),
);

export const leadNoteSchema = z.string({ error: error("noteEmpty") }).check(
  // Windows line ends as a browser posts them count once (the limit is the reader's).
  z.overwrite((value) => value.replace(/\r\n/g, "\n").trim()),
  z.minLength(1, { error: error("noteEmpty") }),
  z.maxLength(noteLength.max, { error: error("noteLong") }),
);

/** A failed CRM delivery of the lead to send again (ADR 064): its id. */
export const deliveryIdSchema = z.pipe(
  z
    .string({ error: error("delivery") })
    .check(z.regex(/^[1-9][0-9]{0,9}$/, { error: error("delivery") })),
  z.transform(Number),
);
