import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { childPath, type FieldOption, type SettingsField } from "./field-tree.ts";
import {
  bound,
  defOf,
  isColour,
  isImageRef,
  isInteger,
  isRecord,
  type Schema,
  type SchemaDef,
  unsupported,
  unwrap,
  variantOf,
  variantsOf,
} from "./schema-node.ts";

// Issue 27 "Settings", ADR 060: a document's form drawn from its zod schema (one mechanism for every
// settings group and for a page, ADR 062): each value of the schema becomes a field of the kind its
// type asks for, labelled by its path in the texts' `fields` (the scope first, indexes left out; a
// shared piece by its last key), holding the value given (the draft, the live state, or what was
// just posted) and the errors about it.

/** What labels a form: `adminSettings`, or the page editor's texts over it. */
export interface FormTexts {
  fields: Record<string, string>;
  help: Record<string, string>;
  options: Record<string, string>;
  languageNames: Record<Language, string>;
  weekdays: Record<string, string>;
  page: { item: string; ownDay: string };
}

/** A value the form shows otherwise than its type says: kept as it is, or chosen among options. */
export type FieldOverride = { hidden: true } | { options: FieldOption[] };

export interface FieldContext {
  /** The first key of every label's path: the settings group; "" for a page. */
  scope: string;
  texts: FormTexts;
  /** The site's languages: a localized text has one input for each. */
  enabled: readonly Language[];
  errors: Map<string, string[]>;
  /**
   * Inside a group that may be left out (a logo, the map): its values are required only when it is
   * filled in, which the server judges; the browser requires none of them.
   */
  optionalGroup?: boolean;
  /** The fields by path (`modules.2.sort`) that the document's editor shows otherwise. */
  override?: ((path: string, value: unknown) => FieldOverride | undefined) | undefined;
}

/** The whole form of a document: its root field (a group of fields, a list or a variant). */
export function settingsFields(
  schema: Schema,
  value: unknown,
  context: FieldContext,
  label: string,
): SettingsField {
  return walk(schema, value, "", context, label);
}

function walk(
  schema: Schema,
  given: unknown,
  path: string,
  context: FieldContext,
  label = labelOf(path, context),
): SettingsField {
  const { inner, optional, fallback } = unwrap(schema);
  if (optional && !context.optionalGroup) context = { ...context, optionalGroup: true };
  const value = given === undefined ? fallback : given;
  const def = defOf(inner);
  const base = {
    path,
    label,
    help: context.texts.help[genericPath(path, context)],
    errors: context.errors.get(path) ?? [],
  };
  const required = !context.optionalGroup && fallback === undefined;
  const override = context.override?.(path, value);
  if (override) {
    const shown = value === undefined || value === null ? "" : String(value);
    return "hidden" in override
      ? { ...base, kind: "hidden", value: shown }
      : {
          ...base,
          kind: "choice",
          value: shown,
          // An option meaning "none" (a page at the top of the menu) is a value of its own.
          required: required && !override.options.some((option) => option.value === ""),
          options: override.options,
        };
  }
  switch (def.type) {
    case "string":
      if (isColour(def)) return { ...base, kind: "colour", value: text(value), required };
      return {
        ...base,
        kind: "text",
        value: text(value),
        input: def.format === "email" ? "email" : def.format === "url" ? "url" : "text",
        required: required && (bound(def, "min") ?? 0) > 0,
        maxLength: bound(def, "max"),
      };
    case "number":
      return {
        ...base,
        kind: "number",
        value: value === undefined || value === null ? "" : String(value),
        required,
        min: bound(def, "min"),
        max: bound(def, "max"),
        integer: isInteger(def),
      };
    case "boolean":
      return { ...base, kind: "check", value: value === true };
    case "enum":
      return {
        ...base,
        kind: "choice",
        value: text(value),
        required,
        options: optionsOf(Object.values(def.entries ?? {}), context),
      };
    case "object":
      if (isImageRef(def))
        return {
          ...base,
          kind: "image",
          value: isRecord(value) ? JSON.stringify(value) : "",
          key: isRecord(value) ? text(value.key) : "",
          required,
        };
      return { ...base, kind: "group", fields: objectFields(def, value, path, context) };
    case "union":
      return variantField(def, value, base, context);
    case "array":
      return arrayField(def, value, base, context);
    case "record":
      return recordField(def, value, base, context);
    default:
      return unsupported(def);
  }
}

type Base = Pick<SettingsField, "path" | "label" | "help" | "errors">;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function objectFields(
  def: SchemaDef,
  value: unknown,
  path: string,
  context: FieldContext,
  skip?: string,
) {
  const object = isRecord(value) ? value : {};
  return Object.entries(def.shape ?? {})
    .filter(([key]) => key !== skip)
    .map(([key, child]) => walk(child, object[key], childPath(path, key), context));
}

function variantField(def: SchemaDef, value: unknown, base: Base, context: FieldContext) {
  const key = def.discriminator ?? "";
  const variant = variantOf(def, value);
  const choicePath = childPath(base.path, key);
  const fields = variant ? objectFields(defOf(variant.option), value, base.path, context, key) : [];
  return {
    ...base,
    kind: "variant" as const,
    choice: {
      path: choicePath,
      label: labelOf(choicePath, context),
      help: context.texts.help[genericPath(choicePath, context)],
      errors: context.errors.get(choicePath) ?? [],
      kind: "choice" as const,
      value: variant?.value ?? "",
      required: true,
      options: optionsOf(
        variantsOf(def).map((option) => option.value),
        context,
      ),
    },
    fields,
  };
}

function arrayField(def: SchemaDef, value: unknown, base: Base, context: FieldContext) {
  const element = def.element as Schema;
  const values = Array.isArray(value) ? value : [];
  const elementDef = defOf(unwrap(element).inner);
  if (elementDef.type === "enum")
    return {
      ...base,
      kind: "choices" as const,
      value: values.map(text),
      options: optionsOf(Object.values(elementDef.entries ?? {}), context),
    };
  const { page } = context.texts;
  return {
    ...base,
    kind: "list" as const,
    items: values.map((item, i) =>
      walk(
        element,
        item,
        childPath(base.path, i),
        context,
        page.item.replace("{{number}}", String(i + 1)),
      ),
    ),
    canAdd: values.length < (bound(def, "max") ?? Number.POSITIVE_INFINITY),
    minItems: bound(def, "min") ?? 0,
  };
}

function recordField(def: SchemaDef, value: unknown, base: Base, context: FieldContext) {
  const record = isRecord(value) ? value : {};
  const keys = Object.values(defOf(def.keyType as Schema).entries ?? {});
  const valueType = def.valueType as Schema;
  const nameOf = (key: string) =>
    isLanguage(key)
      ? context.texts.languageNames[key]
      : ((context.texts.weekdays as Record<string, string>)[key] ?? key);
  if (defOf(unwrap(valueType).inner).type !== "string")
    return {
      ...base,
      kind: "keyed" as const,
      onLabel:
        context.texts.fields[`${genericPath(base.path, context)}#on`] ?? context.texts.page.ownDay,
      // A language the site does not use shows only while it holds a value.
      entries: keys
        .filter((key) => !isLanguage(key) || context.enabled.includes(key) || key in record)
        .map((key) => ({
          key,
          label: nameOf(key),
          on: key in record,
          field: walk(valueType, record[key], childPath(base.path, key), context, nameOf(key)),
        })),
    };
  // A localized text: an input per enabled language; a text in another language is kept as it is.
  const fields = keys.flatMap((key): SettingsField[] => {
    const path = childPath(base.path, key);
    if (isLanguage(key) && !context.enabled.includes(key))
      return text(record[key])
        ? [{ path, label: nameOf(key), errors: [], kind: "hidden", value: text(record[key]) }]
        : [];
    return [walk(valueType, record[key], path, context, nameOf(key))];
  });
  return { ...base, kind: "group" as const, fields };
}

function optionsOf(values: string[], { texts }: FieldContext): FieldOption[] {
  return values.map((value) => ({
    value,
    label: texts.options[value] ?? (isLanguage(value) ? texts.languageNames[value] : value),
  }));
}

/** A path as labels name it: the scope first, indexes left out (`topBar.left.href`). */
function genericPath(path: string, { scope }: FieldContext): string {
  const keys = path.split(".").filter((key) => key !== "" && !/^\d+$/.test(key));
  return [scope, ...keys].filter((key) => key !== "").join(".");
}

function labelOf(path: string, context: FieldContext): string {
  const generic = genericPath(path, context);
  const { fields } = context.texts;
  const last = generic.split(".").at(-1) ?? generic;
  return fields[generic] ?? fields[last] ?? last;
}
