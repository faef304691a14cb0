// One set of limits for every file the site stores, whatever brought it (a local path in a snapshot,
// a fetched http(s) URL): a file of zeros named `.pdf` or a decompression bomb stops at the door.

/** The largest photo or document stored, in bytes. */
export const maxMediaBytes = 25_000_000;

/**
 * The most pixels a stored photo may have (width x height): 100 megapixels is well above any camera's
 * photo and far below what would exhaust memory when variants are made from it.
 */
export const maxImagePixels = 100_000_000;

// Issue 27, media library (ADR 059): what the desk's library takes, by kind. A photo or a PDF keeps
// the import's cap; a short video (a banner's loop, a tour's clip) may be larger, but not a film.

/** The kinds of file the desk's media library stores. */
export const mediaKinds = ["image", "pdf", "video"] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** The largest upload of each kind, in bytes. */
export const maxUploadBytes: Record<MediaKind, number> = {
  image: maxMediaBytes,
  pdf: maxMediaBytes,
  video: 100_000_000,
};
