import { data, redirect } from "react-router";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import type { LeadOutcome, LeadUseCase } from "#app/model/leads/lead-outcome.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";
import { leadSourceFromCookie } from "./cookies.server.ts";
import { parseForm } from "./form.server.ts";
import { guardRefusal } from "./guard-refusal.server.ts";

/** What a lead's answer reads of the request besides its form: its cookies' terms. */
export interface LeadCookies {
  /** Advertising-data consent, still given now: only then is the lead's source kept (docs/requirements.md §14). */
  adUserData: boolean;
  secure: boolean;
}

/**
 * A lead form's action (docs/requirements.md §14): read the form (400 with the field messages, values
 * kept), call its use case (services/leads/) with the typed value and the request's facts, then answer:
 * 303 to the thank-you page, 400 or 429 with the messages and the values kept, the guard's refusal,
 * 404 for a property that is gone, 503 with the values kept when the lead was not stored.
 */
export async function answerLead<S extends FormSchema, F>(
  request: Request,
  lead: LeadUseCase<S, F>,
  facts: F & LeadCookies,
) {
  const { value, form, failure } = await parseForm(request, lead.schema, lead.form);
  if (failure) return failure;
  const source = facts.adUserData
    ? readLeadSource(await leadSourceFromCookie(request.headers.get("cookie"), facts.secure))
    : undefined;
  const outcome = await lead.submit(value, { ...facts, posted: form, source });
  return leadAnswer(outcome, form, value, lead.form);
}

function leadAnswer(outcome: LeadOutcome, form: FormData, value: object, formName: string) {
  const refusal = (errors: Record<string, string>, status: number) =>
    data<FormFailure>({ errors, values: valuesOf(form, value), formName }, { status });
  switch (outcome.kind) {
    case "stored":
    case "honeypot":
      return redirect(outcome.thanks, 303);
    case "invalid":
      return refusal(outcome.errors, outcome.status);
    case "refused":
      return guardRefusal(outcome.reason, form, formName);
    case "gone":
      throw data(null, { status: 404 });
    case "not-sent":
      return refusal({ form: "leads:form.errors.notSent" }, 503);
  }
}

/** The posted values of the form's own fields, to fill the form in again. */
function valuesOf(form: FormData, value: object): FormFailure["values"] {
  return Object.fromEntries(
    Object.keys(value).map((name) => {
      const texts = form.getAll(name).filter((v): v is string => typeof v === "string");
      return [name, texts.length === 1 ? (texts[0] ?? "") : texts];
    }),
  );
}
