import { data } from "react-router";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { guardFields, type RefusalReason, refusalMessages } from "#app/model/guard/guard.ts";

const guardNames = new Set<string>(Object.values(guardFields));

/**
 * The answer to a submission the guard refused (a bot caught by the honeypot aside, which gets the
 * thank-you page): the form again with the message above it and the visitor's values kept, 429 for a
 * rate limit, else 400. Nothing was stored.
 */
export function guardRefusal(
  reason: Exclude<RefusalReason, "honeypot">,
  fields: FormData,
  formName?: string,
) {
  const values: FormFailure["values"] = {};
  for (const name of new Set(fields.keys())) {
    if (guardNames.has(name)) continue;
    const texts = fields.getAll(name).filter((v): v is string => typeof v === "string");
    values[name] = texts.length === 1 && texts[0] !== undefined ? texts[0] : texts;
  }
  const failure: FormFailure = { errors: { form: refusalMessages[reason] }, values, formName };
  return data(failure, { status: reason === "rate-limited" ? 429 : 400 });
}
