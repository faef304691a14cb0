// Issue 27 "Settings", ADR 060: the settings editor's form as data. The loader walks a group's zod schema
// into this tree (schema-fields.ts), with its labels, values and errors resolved in the staff member's
// language; the page draws it without zod. A field's `path` is its form name, keys and indexes from the
// group's root joined by dots (`left.0.label.nl`).

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase {
  path: string;
  label: string;
  help?: string | undefined;
  /** What refused the value, in words. */
  errors: string[];
}

export type SettingsField =
  | (FieldBase & {
      kind: "text";
      value: string;
      input: "text" | "email" | "url";
      required: boolean;
      maxLength?: number | undefined;
    })
  | (FieldBase & {
      kind: "number";
      value: string;
      required: boolean;
      min?: number | undefined;
      max?: number | undefined;
      integer: boolean;
    })
  | (FieldBase & { kind: "check"; value: boolean })
  | (FieldBase & { kind: "choice"; value: string; required: boolean; options: FieldOption[] })
  | (FieldBase & { kind: "choices"; value: string[]; options: FieldOption[] })
  | (FieldBase & { kind: "colour"; value: string; required: boolean })
  /** A library image (ADR 059's MediaPicker): `value` is the chosen imageRef as JSON, or "". */
  | (FieldBase & { kind: "image"; value: string; key: string; required: boolean })
  /** A value kept as it is (a language's text while that language is not enabled). */
  | (FieldBase & { kind: "hidden"; value: string })
  | (FieldBase & { kind: "group"; fields: SettingsField[] })
  | (FieldBase & { kind: "list"; items: SettingsField[]; canAdd: boolean; minItems: number })
  /** A discriminated union: the choice of its type, then that type's fields. */
  | (FieldBase & { kind: "variant"; choice: SettingsField; fields: SettingsField[] })
  /** A partial record of lists (visit slots by weekday): a key is set only when ticked. */
  | (FieldBase & {
      kind: "keyed";
      /** What ticking an entry means, after its name. */
      onLabel: string;
      entries: { key: string; label: string; on: boolean; field: SettingsField }[];
    });

/** A list's hidden count of items, so that items made only of unticked boxes still count. */
export const itemsSuffix = "#items";
/** A keyed entry's tick box. */
export const onSuffix = "#on";

/** The form name of a child. */
export const childPath = (parent: string, key: string | number) =>
  parent === "" ? String(key) : `${parent}.${key}`;

/** The id of a field's control, for labels, error links and aria-describedby. */
export const fieldId = (path: string) =>
  `settings-${path === "" ? "root" : path.replaceAll(".", "-")}`;
