import * as z from "zod/mini";
import type { CommonMessages } from "#app/locales/en/common.ts";
import type { FormSchema } from "./html-constraints.ts";

type FormValues = Record<string, string | string[]>;

/**
 * A refused submission: for each field its first problem as a translation key (`form` for the form as
 * a whole, say an unknown field), and what the visitor sent, to fill the form in again.
 */
export interface FormFailure {
  errors: Record<string, string>;
  values: FormValues;
  /** Which of a page's forms was refused, when a page has several (the property page). */
  formName?: string;
}

type Submission<T> =
  | { value: T; failure?: undefined }
  | { value?: undefined; failure: FormFailure };

const formErrorKey = "form";

const message = (key: keyof CommonMessages["form"]["errors"]) => `form.errors.${key}`;

/**
 * Reads posted fields against a form's schema, NUL characters removed. An empty field counts as not filled in (so optional
 * fields may stay empty), a list field (z.array) gets every value of its name, files are ignored.
 * Messages the schema does not set itself get a generic one. Only `zod/mini` here: the browser runs
 * it too, before it sends a form (ADR 039), and must find what the server would answer.
 */
export function readSubmission<S extends FormSchema>(
  form: FormData,
  schema: S,
): Submission<z.output<S>> {
  const shape: Record<string, z.core.$ZodType> = schema._zod.def.shape;
  const input: FormValues = {};
  for (const name of new Set(form.keys())) {
    const texts = form
      .getAll(name)
      .filter((v): v is string => typeof v === "string")
      .map(withoutNul)
      .filter((v) => v !== "");
    const field = shape[name];
    if (field && isList(field)) input[name] = texts;
    else if (texts[0] !== undefined) input[name] = texts[0];
  }
  const result = z.safeParse(schema, input, { error: genericMessage });
  if (result.success) return { value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : formErrorKey;
    errors[field] ??= issue.message;
  }
  const values = Object.fromEntries(Object.entries(input).filter(([name]) => name in shape));
  return { failure: { errors, values } };
}

/**
 * A text without its NUL characters: nobody types one, no field means one, and PostgreSQL refuses them
 * in text (ADR 058), which would lose a lead with a 503 on one engine and keep it on the other.
 */
export const withoutNul = (text: string) => text.replaceAll("\u0000", "");

/** The same for every text inside a document (a desk editor's or a site file's, ADR 056). */
export function withoutNulDeep(value: unknown): unknown {
  if (typeof value === "string") return withoutNul(value);
  if (Array.isArray(value)) return value.map(withoutNulDeep);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [withoutNul(key), withoutNulDeep(inner)]),
    );
  return value;
}

/** A field of several values (z.array), optional or with a default around it or not. */
function isList(field: z.core.$ZodType): boolean {
  const def = field._zod.def;
  if (def.type === "array") return true;
  return "innerType" in def && isList(def.innerType as z.core.$ZodType);
}

function genericMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.input === undefined) return message("required");
  if (issue.code === "invalid_format" && issue.format === "email") return message("email");
  if (issue.origin === "string" && issue.code === "too_small") return message("tooShort");
  if (issue.origin === "string" && issue.code === "too_big") return message("tooLong");
  return message("invalid");
}
