import { maxRecordId } from "#app/domain/record-id.ts";

// docs/requirements.md §9: image widths by breakpoint 100, 400, 600, 1360, full at 1600, and banners 600 (mobile) or
// 1920 (desktop); 800 and 1024 are ours, so that a phone at a device pixel ratio near 2 does not fall
// through from 600 to 1360. Every variant exists in AVIF, WebP and JPEG; the browser picks through
// <picture>/srcset. Only banners go up to 1920: a photo in a page or a lightbox stops at 1600.

export const variantWidths = [100, 400, 600, 800, 1024, 1360, 1600, 1920] as const;
export const variantFormats = ["avif", "webp", "jpg"] as const;

/** A stored photo: its media key and the original's size (which sets the aspect ratio). */
export interface Photo {
  key: string;
  width: number;
  height: number;
  /** The CRM's name of the picture (its Name, such as "Séjour"), shown as its caption. */
  caption?: string | undefined;
}

export type VariantWidth = (typeof variantWidths)[number];
export type VariantFormat = (typeof variantFormats)[number];

export const contentTypes: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** An original's public key: its id and the start of its content hash, so a new file is a new URL. */
export function mediaKey(id: number, sha256: string): string {
  return `${id}-${sha256.slice(0, 12)}`;
}

/** The characters a document's name keeps in its URL: letters of any language, digits, spaces, . ( ) ' - _ */
export const fileNameCharacters = "\\p{L}\\p{N}_.()' -";

/** A stored document's download URL, named for the visitor (accents kept: "Relevé du compteur d'eau.pdf"). */
export function fileUrl(key: string, name: string): string {
  const kept = name.replace(new RegExp(`[^${fileNameCharacters}]+`, "gu"), "-");
  return `/files/${key}/${encodeURIComponent(kept)}`;
}

export function variantUrl(key: string, width: VariantWidth, format: VariantFormat): string {
  return `/media/${key}/${width}.${format}`;
}

/**
 * A media id as written in a URL, without leading zeros (one URL per resource) and within the id
 * column's range (a larger one is nothing we stored, not a database error); else undefined.
 */
export function parseMediaId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= maxRecordId ? id : undefined;
}

/** An original's public key (see mediaKey) read back, else undefined. */
export function parseMediaKey(key: string): { id: number; hash: string } | undefined {
  const match = /^(\d+)-([0-9a-f]{12})$/.exec(key);
  const id = parseMediaId(match?.[1] ?? "");
  return match && id !== undefined ? { id, hash: match[2] as string } : undefined;
}

export function parseVariantPath(
  path: string,
): { id: number; hash: string; width: VariantWidth; format: VariantFormat } | undefined {
  // The width is written as variantUrl writes it: "0400" would be a second URL for one file.
  const match = /^\/media\/([^/]+)\/([1-9]\d{1,3})\.([a-z]{3,4})$/.exec(path);
  const original = parseMediaKey(match?.[1] ?? "");
  if (!match || !original) return undefined;
  const width = Number(match[2]) as VariantWidth;
  const format = match[3] as VariantFormat;
  if (!variantWidths.includes(width) || !variantFormats.includes(format)) return undefined;
  return { ...original, width, format };
}

/** A full-width banner (home, page banners) or any other photo: they differ in their largest width. */
export type PhotoKind = "photo" | "banner";

const largestWidth: Record<PhotoKind, VariantWidth> = { photo: 1600, banner: 1920 };

/**
 * The widths a photo's srcset offers: none larger than the original (never enlarged) nor than its kind
 * allows, but at least the smallest one.
 */
export function offeredWidths(
  photo: Pick<Photo, "width">,
  kind: PhotoKind = "photo",
): VariantWidth[] {
  return variantWidths.filter((w, i) => (w <= photo.width && w <= largestWidth[kind]) || i === 0);
}
