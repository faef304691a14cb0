import { encode } from "uqr";

/**
 * A QR code on a square of `size` modules (quiet zone included): `path` draws its dark modules as
 * horizontal strokes one module wide (stroke-width 1), one per run of dark modules in a row.
 */
export interface QrCode {
  size: number;
  path: string;
}

// ISO/IEC 18004: four light modules around the symbol, so that a phone finds it on any paper. Level M
// (15% recovery) still reads through a fold or a smudge and keeps a page's URL to a small symbol.
const quietZone = 4;

/**
 * The QR code of a text (the print brochure's link to its page, docs/requirements.md §2 Property detail), drawn on the
 * server: each row's runs of dark modules become one stroke, so the path stays small and the same
 * text always gives the same path.
 */
export function qrCode(text: string): QrCode {
  const { data, size } = encode(text, { ecc: "M", border: quietZone });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      runs.push(`M${start} ${y}.5h${x - start}`);
    }
  });
  return { size, path: runs.join("") };
}
