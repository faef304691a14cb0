import type { InputConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";

/** What one control needs from its form: spread it on a Field or a ChoiceGroup. */
export interface FieldBinding {
  id: string;
  name?: string | undefined;
  /** The message's translation key when the server refused the field. */
  error?: string | undefined;
  /** What the visitor sent, to fill the control in again. */
  value?: string | string[] | undefined;
  constraints?: InputConstraints | undefined;
}

export interface FormView<Name extends string> {
  id: string;
  /** The answer the errors come from: a new one moves the focus to the error summary. */
  failure: FormFailure | undefined;
  /** Every message, the form's own first, then in the order of the fields; `field` when about one. */
  errors: { field?: Name; id?: string; message: string }[];
  field(name: Name): FieldBinding;
}

/**
 * A form's controls: ids (`{form}-{field}`, unique on a page with several forms), the constraints the
 * loader sent (htmlConstraints of the form's schema), and the errors and values of a refusal, taken
 * from the action data of a plain POST or from `fetcher.data`.
 */
export function formView<Name extends string>(
  id: string,
  constraints: Record<Name, InputConstraints>,
  failure: FormFailure | undefined,
): FormView<Name> {
  const names = Object.keys(constraints) as Name[];
  const fieldId = (name: Name) => `${id}-${name}`;
  const known = new Set<string>(names);
  const errors = failure?.errors ?? {};
  return {
    id,
    failure,
    errors: [
      ...Object.entries(errors)
        .filter(([name]) => !known.has(name))
        .map(([, message]) => ({ message })),
      ...names.flatMap((field) => {
        const message = errors[field];
        return message ? [{ field, id: fieldId(field), message }] : [];
      }),
    ],
    field: (name) => ({
      id: fieldId(name),
      name,
      error: errors[name],
      value: failure?.values[name],
      constraints: constraints[name],
    }),
  };
}
