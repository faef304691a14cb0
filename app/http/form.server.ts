import { data } from "react-router";
import type { z } from "zod";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import { type FormFailure, readSubmission } from "#app/model/forms/submission.ts";

type FormRefusal = ReturnType<typeof data<FormFailure>>;

/**
 * A form posted to an action, read against the form's schema (ADR 039): its typed value, or the
 * answer to return at once, a 400 whose data (field messages as translation keys and the values sent)
 * shows the form again. The same answer serves a plain POST, which renders the page with it as
 * action data, and a fetcher, which gets it as `fetcher.data`. A body that is not a form reads as an
 * empty one. On success the action answers with a 303 redirect (a thank-you page, the page again);
 * `form` is what was posted, for the checks that read more than the schema's fields (the lead guard);
 * `formName` marks the refusal as that form's on a page with several.
 */
export async function parseForm<S extends FormSchema>(
  request: Request,
  schema: S,
  formName?: string,
): Promise<
  | { value: z.output<S>; form: FormData; failure?: undefined }
  | { value?: undefined; form?: undefined; failure: FormRefusal }
> {
  const form = await request.formData().catch(() => new FormData());
  const submission = readSubmission(form, schema);
  if (submission.failure)
    return { failure: data({ ...submission.failure, formName }, { status: 400 }) };
  return { value: submission.value, form };
}
