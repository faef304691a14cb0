import { childPath, itemsSuffix, onSuffix } from "./field-tree.ts";
import {
  defOf,
  isImageRef,
  isRecord,
  type Schema,
  unsupported,
  unwrap,
  variantOf,
} from "./schema-node.ts";

// Issue 27 "Settings", ADR 060: a posted settings form read back into the nested value its group's
// schema judges, by walking that schema: each field's name is its path (`left.0.label.nl`). Strings
// stay as typed (zod trims and judges them); an empty optional value, or an optional group left all
// empty, is left out; a number that is not one is kept as typed, for zod to refuse and the form to show.

/** The most items a list may post: above every list's own maximum, a bound on the work a form makes. */
const maxPostedItems = 50;

type Form = Pick<FormData, "get" | "getAll">;

export function readBody(schema: Schema, form: Form, path = ""): unknown {
  const { inner, optional, nullable } = unwrap(schema);
  const value = readValue(inner, form, path);
  if (nullable && isBlank(value)) return null;
  return optional && isBlank(value) ? undefined : value;
}

function readValue(schema: Schema, form: Form, path: string): unknown {
  const def = defOf(schema);
  const posted = form.get(path);
  const text = typeof posted === "string" ? posted : undefined;
  switch (def.type) {
    case "string":
      return text;
    case "number":
      return text === undefined || text.trim() === "" ? undefined : numberOf(text);
    case "boolean":
      return text === "on";
    case "enum":
      return text === "" ? undefined : text;
    case "literal":
      return def.values?.[0];
    case "object":
      if (isImageRef(def)) return text ? jsonOf(text) : undefined;
      return readObject(def.shape ?? {}, form, path);
    case "union": {
      const variant = variantOf(def, {
        [def.discriminator ?? ""]: form.get(childPath(path, def.discriminator ?? "")),
      });
      return variant ? readValue(variant.option, form, path) : undefined;
    }
    case "array":
      return readArray(def.element as Schema, form, path);
    case "record":
      return readRecord(def.keyType as Schema, def.valueType as Schema, form, path);
    default:
      return unsupported(def);
  }
}

/** The MediaPicker's imageRef; anything else kept as posted, for zod to refuse. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function numberOf(text: string): number | string {
  const number = Number(text.trim());
  return Number.isFinite(number) ? number : text;
}

function readObject(shape: Record<string, Schema>, form: Form, path: string) {
  const object: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(shape)) {
    const value = readBody(child, form, childPath(path, key));
    if (value !== undefined) object[key] = value;
  }
  return object;
}

function readArray(element: Schema, form: Form, path: string): unknown[] {
  const itemDef = defOf(unwrap(element).inner);
  if (itemDef.type === "enum")
    return form.getAll(path).filter((value) => typeof value === "string" && value !== "");
  const count = Math.min(Number(form.get(`${path}${itemsSuffix}`)) || 0, maxPostedItems);
  const items = Array.from({ length: count }, (_, i) =>
    readBody(element, form, childPath(path, i)),
  );
  // A line left empty in a list of texts (a time slot, a host) is no item.
  return itemDef.type === "string" ? items.filter((item) => !isBlank(item)) : items;
}

function readRecord(keyType: Schema, valueType: Schema, form: Form, path: string) {
  const keys = Object.values(defOf(keyType).entries ?? {});
  const texts = defOf(unwrap(valueType).inner).type === "string";
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    const at = childPath(path, key);
    // A record of texts (a localized value) holds the languages filled in; another (slots by
    // weekday) the keys ticked.
    if (texts ? isBlank(form.get(at)) : form.get(`${at}${onSuffix}`) !== "on") continue;
    record[key] = readBody(valueType, form, at);
  }
  return record;
}

/** Nothing typed: an empty text, a group whose texts and numbers are all empty (tick boxes aside). */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "boolean") return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (isRecord(value)) return Object.values(value).every(isBlank);
  return false;
}
