// Issue 27 "Media library", ADR 059: where a stored JSON document (the site configuration, a page's
// settings, a draft) names a stored file: an imageRef's `key` ("<media_file id>-<12 hex>"), or a
// variant's or a file's URL holding that key (a video banner's `/files/<key>/clip.mp4`, an image in
// a rich text's HTML).

const keyPattern = /^(\d+)-[0-9a-f]{12}$/;
const urlPattern = /\/(?:media|files)\/(\d+)-[0-9a-f]{12}\//g;

/** Whether a string value names this file: as a key, or within a /media/ or /files/ URL. */
function namesFile(text: string, mediaFileId: number): boolean {
  const key = keyPattern.exec(text);
  if (key) return Number(key[1]) === mediaFileId;
  for (const match of text.matchAll(urlPattern)) {
    if (Number(match[1]) === mediaFileId) return true;
  }
  return false;
}

/**
 * The paths in a JSON value where this file is named ("logo", "homeBanner.images.1"): the object
 * holding the key, or the string holding the URL. Empty when it is not named.
 */
export function referencesTo(value: unknown, mediaFileId: number, path = ""): string[] {
  if (typeof value === "string") return namesFile(value, mediaFileId) ? [path] : [];
  if (!value || typeof value !== "object") return [];
  if (!Array.isArray(value) && typeof (value as { key?: unknown }).key === "string") {
    if (namesFile((value as { key: string }).key, mediaFileId)) return [path];
  }
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  const found: string[] = [];
  for (const [name, inner] of entries) {
    found.push(...referencesTo(inner, mediaFileId, path ? `${path}.${name}` : String(name)));
  }
  return found;
}

/** Whether a stored JSON text may name this file: a cheap test before it is parsed and walked. */
export const mayName = (text: string, mediaFileId: number) => text.includes(`${mediaFileId}-`);

/** The kinds of place that can use a library file, each labelled in the desk's language. */
export type MediaUsePlace =
  | "settings"
  | "page"
  | "module"
  | "article"
  | "property"
  | "project"
  | "draft";

/** One use of a file: where (a page's id, a setting's name) and at which path of its document. */
export interface MediaUse {
  place: MediaUsePlace;
  id: string;
  /** A page's name, an article's key, a setting's path: what the agency recognises. */
  label: string;
}
