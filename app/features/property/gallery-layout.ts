// The gallery's mosaic (gallery.css): the main photo and up to four more, laid out by how many there
// are so that no cell is ever empty. Phones: the main photo across, the others in one row below it.
// From 767 px: a band of 4 columns by 2 rows (8:3), the main photo on the left; with 2 photos two
// halves, with 3 the main one 3 columns wide, with 4 the second one 2 columns wide.

/** The mosaic shows the main photo and four more; the rest are in the lightbox (or the list below). */
export const mosaicSize = 5;

/** How many of the band's 4 columns a photo of the mosaic takes from 767 px (the `sizes` follow it). */
export function mosaicColumns(index: number, count: number): number {
  const shown = Math.min(count, mosaicSize);
  if (shown <= 2) return 4 / shown;
  if (index === 0) return shown === 3 ? 3 : 2;
  return shown === 4 && index === 1 ? 2 : 1;
}

// In a .container of at most 75rem with 1rem (phones) or 1.5rem padding: 1152 px wide from 1200 px,
// gaps of 0.5rem (8 px).
const gap = 8;
const widest = 1152;

/** `calc(a% of the viewport - b rem)`, the numbers rounded for the attribute. */
const part = (vw: number, rem: number) =>
  `calc(${Number(vw.toFixed(3))}vw - ${Number(rem.toFixed(3))}rem)`;

/** The `sizes` of a mosaic photo: its box's width at each breakpoint, for the browser to pick a variant. */
export function mosaicSizes(index: number, count: number): string {
  const columns = mosaicColumns(index, count);
  const desktop = Math.round(((widest - 3 * gap) * columns) / 4 + (columns - 1) * gap);
  // From 767 px: the columns of a row 100vw - 3rem wide, less its three gaps of 0.5rem.
  const tablet = part(25 * columns, (columns * 4.5) / 4 - (columns - 1) * 0.5);
  // Phones: the main photo across the page (100vw - 2rem), the others side by side in one row.
  const row = index === 0 ? 1 : Math.min(count, mosaicSize) - 1;
  const phone = part(100 / row, (2 + (row - 1) * 0.5) / row);
  return `(min-width: 1200px) ${desktop}px, (min-width: 767px) ${tablet}, ${phone}`;
}

/** The photos past the mosaic, shown without JavaScript in a list below it: 2 columns, 4 from 767 px. */
export const moreSizes = `(min-width: 1200px) ${(widest - 3 * gap) / 4}px, (min-width: 767px) calc((100vw - 4.5rem) / 4), calc((100vw - 2.5rem) / 2)`;
