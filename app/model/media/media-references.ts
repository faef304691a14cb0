// Issue 27 "Media library", ADR 059: where a stored JSON document (the site configuration, a page's
// settings, a draft) names a stored file: an imageRef's `key` ("<media_file id>-<12 hex>"), or a
// variant's or a file's URL holding that key (a video banner's `/files/<key>/clip.mp4`, an image in
// a rich text's HTML). Stored JSON is first narrowed with a LIKE on the key, then parsed and walked.

/** Whether a string value names this file: as its key, or within a /media/ or /files/ URL. */
function namesFile(text: string, key: string): boolean {
  return text === key || text.includes(`/media/${key}/`) || text.includes(`/files/${key}/`);
}

/**
 * The paths in a JSON value where the file with this key (image-variants.ts mediaKey) is named
 * ("logo", "homeBanner.images.1"): the object holding the key, or the string holding the URL. A key
 * with the file's id but another hash names no stored file, so it is no use of this one.
 */
export function referencesTo(value: unknown, key: string, path = ""): string[] {
  if (typeof value === "string") return namesFile(value, key) ? [path] : [];
  if (!value || typeof value !== "object") return [];
  if (!Array.isArray(value) && (value as { key?: unknown }).key === key) return [path];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  const found: string[] = [];
  for (const [name, inner] of entries) {
    found.push(...referencesTo(inner, key, path ? `${path}.${name}` : String(name)));
  }
  return found;
}

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
