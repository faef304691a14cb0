import type { SettingsField } from "./field-tree.ts";

// Issue 27 "Settings" and "Pages and collections": a long repeated item of the settings and page
// forms (a footer column, a module, a language's search texts) folds under one line that says what it
// holds; it stays open when something in it was refused, so that no error hides in a closed fold.

/** The fields under a field, itself first. */
function* walk(field: SettingsField): Generator<SettingsField> {
  yield field;
  if (field.kind === "group") for (const child of field.fields) yield* walk(child);
  if (field.kind === "list") for (const item of field.items) yield* walk(item);
  if (field.kind === "variant")
    for (const child of [field.choice, ...field.fields]) yield* walk(child);
  if (field.kind === "keyed") for (const entry of field.entries) yield* walk(entry.field);
}

/** Whether a field, or any field under it, has an error. */
export const holdsError = (field: SettingsField) =>
  [...walk(field)].some((child) => child.errors.length > 0);

/** Fewer values than this stay in view: a time slot's start and end, a day's slots, need no fold. */
const long = 5;

const holders = new Set<SettingsField["kind"]>(["group", "list", "variant", "keyed", "hidden"]);

/** A field that folds: one that holds a long run of values (a footer column, a module). */
export const folds = (field: SettingsField) =>
  [...walk(field)].filter((child) => !holders.has(child.kind)).length >= long;

/** At most this many values in a fold's line: enough to tell the items apart, short enough for a phone. */
const shown = 3;

/**
 * A folded item's line: its first chosen options and filled-in texts, in form order ("Visible ·
 * Cards · About us"), without repeats; empty when it holds nothing yet.
 */
export function foldLine(field: SettingsField) {
  const values: string[] = [];
  for (const child of walk(field)) {
    const value =
      child.kind === "choice"
        ? child.options.find((option) => option.value === child.value)?.label
        : child.kind === "text"
          ? child.value.trim()
          : undefined;
    if (value && !values.includes(value)) values.push(value);
    if (values.length === shown) break;
  }
  return values.join(" · ");
}
