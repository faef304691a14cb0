import { isRecord } from "./schema-node.ts";

// Issue 27 "Settings", ADR 060: the form's own buttons, which work without JavaScript: add an item to a
// list, remove one, or draw the fields of the type just chosen. Each posts the whole form, which comes
// back drawn again with the change; nothing is saved.

export type FormEdit = { add: string } | { remove: string } | { refresh: true };

const pattern = /^(add|remove|refresh):([A-Za-z0-9.]{0,200})$/;

/** The button pressed (`add:left`, `remove:left.2`, `refresh:`), or undefined for another value. */
export function readEdit(value: unknown): FormEdit | undefined {
  const match = typeof value === "string" ? pattern.exec(value) : null;
  if (!match) return undefined;
  const [, verb, path = ""] = match;
  if (verb === "add") return { add: path };
  if (verb === "remove") return /(^|\.)\d+$/.test(path) ? { remove: path } : undefined;
  return { refresh: true };
}

export const editValue = (verb: "add" | "remove" | "refresh", path = "") => `${verb}:${path}`;

export function applyEdit(body: unknown, edit: FormEdit): unknown {
  if ("refresh" in edit) return body;
  const keys = (path: string) => (path === "" ? [] : path.split("."));
  if ("add" in edit) {
    const at = keys(edit.add);
    const list = valueAt(body, at);
    return replaced(body, at, [...(Array.isArray(list) ? list : []), undefined]);
  }
  const at = keys(edit.remove);
  const index = Number(at.pop());
  const list = valueAt(body, at);
  return Array.isArray(list)
    ? replaced(
        body,
        at,
        list.filter((_, i) => i !== index),
      )
    : body;
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
