import { z } from "zod";

/** The attributes of one control that the browser checks by itself before it posts the form. */
export interface InputConstraints {
  required?: true;
  type?: "email" | "url" | "date" | "number";
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  step?: "any";
  /** A list of values (a group of checkboxes, a multiple select): the server reads them all. */
  multiple?: true;
}

/** A form's schema: an object of fields, written with `zod` or `zod/mini`. */
export type FormSchema = z.core.$ZodObject;
type FieldName<S extends FormSchema> = keyof z.input<S> & string;
export type FormConstraints<S extends FormSchema> = Record<FieldName<S>, InputConstraints>;

type JsonSchema = z.core.JSONSchema.BaseSchema;

const inputTypes: Record<string, InputConstraints["type"]> = {
  email: "email",
  uri: "url",
  date: "date",
};

const known = new WeakMap<FormSchema, Record<string, InputConstraints>>();

/**
 * The HTML constraints of each field, read from the schema's JSON Schema for its input. They only
 * help the visitor: the server parses with the schema itself, so the browser may check less than the
 * server (a pattern it cannot read the same way is left out), never more.
 */
export function htmlConstraints<S extends FormSchema>(schema: S): FormConstraints<S> {
  let constraints = known.get(schema);
  if (!constraints) {
    const json = z.toJSONSchema(schema, {
      io: "input",
      unrepresentable: "any",
      // JSON Schema drops a regex's flags: /^abc$/i would refuse "ABC" in the browser.
      override: ({ zodSchema, jsonSchema }) => {
        if (hasFlaggedPattern(zodSchema)) delete jsonSchema.pattern;
      },
    });
    const required = new Set(json.required);
    constraints = Object.fromEntries(
      Object.entries(json.properties ?? {}).map(([name, field]) => [
        name,
        fieldConstraints(field as JsonSchema, required.has(name)),
      ]),
    );
    known.set(schema, constraints);
  }
  return constraints as FormConstraints<S>;
}

function fieldConstraints(field: JsonSchema, required: boolean): InputConstraints {
  if (field.type === "array")
    return { multiple: true, ...(required && (field.minItems ?? 0) > 0 && { required }) };
  const whole = field.type === "integer";
  const above =
    whole && typeof field.exclusiveMinimum === "number" ? field.exclusiveMinimum + 1 : undefined;
  const below =
    whole && typeof field.exclusiveMaximum === "number" ? field.exclusiveMaximum - 1 : undefined;
  return defined({
    required: required || undefined,
    type: whole || field.type === "number" ? "number" : inputTypes[field.format ?? ""],
    minLength: field.minLength,
    maxLength: field.maxLength,
    // A format has the browser's own check (type) or none: its long pattern would only get in the way.
    pattern: field.format ? undefined : browserPattern(field.pattern),
    min: limit(field.minimum ?? above),
    max: limit(field.maximum ?? below),
    step: field.type === "number" ? "any" : undefined,
  });
}

type Attributes = Omit<Required<InputConstraints>, "multiple">;

function defined(constraints: { [K in keyof Attributes]: Attributes[K] | undefined }) {
  return Object.fromEntries(
    Object.entries(constraints).filter(([, value]) => value !== undefined),
  ) as InputConstraints;
}

/** The safe-integer limits of z.int() say nothing a visitor needs. */
const limit = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function hasFlaggedPattern(schema: z.core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).some((check) => {
    const def = check._zod.def;
    return "pattern" in def && def.pattern instanceof RegExp && def.pattern.flags !== "";
  });
}

/** The browser compiles `pattern` with the `v` flag: one that does not compile there stays on the server. */
function browserPattern(pattern: string | undefined): string | undefined {
  if (pattern === undefined) return undefined;
  try {
    new RegExp(pattern, "v");
    return pattern;
  } catch {
    return undefined;
  }
}
