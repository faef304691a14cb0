import { isRecord } from "./schema-node.ts";

// Issue 27 "Settings", ADR 060: the form's own buttons, which work without JavaScript: add an item to a
// list, remove one, move one up or down (a page's modules), or draw the fields of the type just chosen. Each posts the whole form, which comes
// back drawn again with the change; nothing is saved.

export type FormEdit =
  | { add: string }
  | { remove: string }
  | { up: string }
  | { down: string }
  | { refresh: true };

type Verb = "add" | "remove" | "up" | "down" | "refresh";

const pattern = /^(add|remove|up|down|refresh):([A-Za-z0-9.]{0,200})$/;

/** The button pressed (`add:left`, `remove:left.2`, `up:modules.1`, `refresh:`), or undefined. */
export function readEdit(value: unknown): FormEdit | undefined {
  const match = typeof value === "string" ? pattern.exec(value) : null;
  if (!match) return undefined;
  const [, verb = "", path = ""] = match;
  if (verb === "add") return { add: path };
  if (verb === "refresh") return { refresh: true };
  // The others name an item of a list.
  if (!/(^|\.)\d+$/.test(path)) return undefined;
  return verb === "remove" ? { remove: path } : verb === "up" ? { up: path } : { down: path };
}

export const editValue = (verb: Verb, path = "") => `${verb}:${path}`;

const keysOf = (path: string) => (path === "" ? [] : path.split("."));

export function applyEdit(body: unknown, edit: FormEdit): unknown {
  if ("refresh" in edit) return body;
  if ("add" in edit) {
    const at = keysOf(edit.add);
    const list = valueAt(body, at);
    return replaced(body, at, [...(Array.isArray(list) ? list : []), undefined]);
  }
  const path = "remove" in edit ? edit.remove : "up" in edit ? edit.up : edit.down;
  const at = keysOf(path);
  const index = Number(at.pop());
  const list = valueAt(body, at);
  if (!Array.isArray(list)) return body;
  if ("remove" in edit)
    return replaced(
      body,
      at,
      list.filter((_, i) => i !== index),
    );
  const other = "up" in edit ? index - 1 : index + 1;
  if (other < 0 || other >= list.length || index >= list.length) return body;
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other], moved[index]];
  return replaced(body, at, moved);
}

function valueAt(root: unknown, keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      Array.isArray(node) || isRecord(node) ? (node as Record<string, unknown>)[key] : undefined,
    root,
  );
}

/** The body with the value at `keys` replaced, the groups on the way made when missing. */
function replaced(root: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return value;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(key)] = replaced(root[Number(key)], rest, value);
    return copy;
  }
  const object = isRecord(root) ? root : {};
  return { ...object, [key]: replaced(object[key], rest, value) };
}
