// spec §9: image widths by breakpoint 100, 400, 600, 1360, full at 1600; 800 and 1024 are ours, so
// that a phone at a device pixel ratio near 2 does not fall through from 600 to 1360. Every variant
// exists in AVIF, WebP and JPEG; the browser picks through <picture>/srcset.

export const variantWidths = [100, 400, 600, 800, 1024, 1360, 1600] as const;
export const variantFormats = ["avif", "webp", "jpg"] as const;

/** A stored photo: its media key and the original's size (which sets the aspect ratio). */
export interface Photo {
  key: string;
  width: number;
  height: number;
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

/** A stored document's download URL, named for the visitor. */
export function fileUrl(key: string, name: string): string {
  return `/files/${key}/${encodeURIComponent(name.replace(/[^\w.()' -]+/g, "-"))}`;
}

export function variantUrl(key: string, width: VariantWidth, format: VariantFormat): string {
  return `/media/${key}/${width}.${format}`;
}

export function parseVariantPath(
  path: string,
): { id: number; hash: string; width: VariantWidth; format: VariantFormat } | undefined {
  const match = /^\/media\/(\d{1,10})-([0-9a-f]{12})\/(\d{2,4})\.([a-z]{3,4})$/.exec(path);
  if (!match) return undefined;
  const width = Number(match[3]) as VariantWidth;
  const format = match[4] as VariantFormat;
  if (!variantWidths.includes(width) || !variantFormats.includes(format)) return undefined;
  return { id: Number(match[1]), hash: match[2] as string, width, format };
}
