// One set of limits for every file the site stores, whatever brought it (a local path in a snapshot,
// a fetched http(s) URL): a file of zeros named `.pdf` or a decompression bomb stops at the door.

/** The largest photo or document stored, in bytes. */
export const maxMediaBytes = 25_000_000;

/**
 * The most pixels a stored photo may have (width x height): 100 megapixels is well above any camera's
 * photo and far below what would exhaust memory when variants are made from it.
 */
export const maxImagePixels = 100_000_000;
