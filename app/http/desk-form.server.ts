import { data, redirect } from "react-router";
import type { z } from "zod";
import type { FormSchema } from "#app/model/forms/html-constraints.ts";
import { type FormFailure, readSubmission } from "#app/model/forms/submission.ts";

// The desk's forms (docs/requirements.md §17): a refused form is a 422 with its messages (nothing
// changed), a done one a 303 back to a page, never cached (the guard's headers stand on every answer).

/** A desk form read against its schema: its value, or the 422 to answer at once. */
export async function readDeskForm<S extends FormSchema>(
  request: Request,
  schema: S,
  formName: string,
) {
  const form = await request.formData().catch(() => new FormData());
  const submission = readSubmission(form, schema);
  if (submission.failure)
    return {
      failure: data<FormFailure>({ ...submission.failure, formName }, { status: 422 }),
    } as const;
  return { value: submission.value as z.output<S> } as const;
}

/** A form's action done: back to a page with a 303 (a reload does not post again). */
export const seeOther = (location: string) => redirect(location, 303);

/**
 * What the last form did, from a page's `?done=` (one of `keys`) and `count=` (sessions ended);
 * anything else reads as nothing.
 */
export function doneNotice(
  url: URL,
  keys: readonly string[],
): { key: string; count: number | undefined } | undefined {
  const key = keys.find((done) => done === url.searchParams.get("done"));
  const count = url.searchParams.get("count") ?? "";
  return key ? { key, count: /^\d{1,6}$/.test(count) ? Number(count) : undefined } : undefined;
}
