import type { z } from "zod";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { RefusalReason } from "#app/model/guard/guard.ts";
import type { LeadSource } from "./lead.ts";

/**
 * What a lead form's use case (services/leads/) made of a parsed submission; the route answers it
 * (http/lead-answer.server.ts): `stored` and `honeypot` go to the thank-you page (303), `invalid`
 * shows the form again with its messages (translation keys) and values, `refused` is the guard's
 * refusal, `gone` a property or project no visitor can see (404), `not-sent` the agency's settings
 * missing or the lead not stored (503).
 */
export type LeadOutcome =
  | { kind: "stored" | "honeypot"; thanks: string }
  | { kind: "invalid"; errors: Record<string, string>; status: 400 | 429 }
  | { kind: "refused"; reason: Exclude<RefusalReason, "honeypot"> }
  | { kind: "gone" }
  | { kind: "not-sent" };

/** What the route reads from the request for a lead besides its value: the guard's fields, the source. */
export interface LeadPost {
  /** The whole form as posted: the guard reads its own fields in it (ADR 023). */
  posted: FormData;
  /** Where the visitor came from, only with advertising-data consent (docs/requirements.md §14). */
  source?: LeadSource | undefined;
}

/**
 * A lead form's use case as its route calls it: the form's name and schema to parse the request
 * with, then `submit` with the typed value and the facts `F` it needs besides.
 */
export interface LeadUseCase<S extends FormSchema, F> {
  form: string;
  schema: S;
  // A method, so that a page's list of forms of different schemas holds them all.
  submit(value: z.output<S>, facts: F & LeadPost): Promise<LeadOutcome>;
}
