import { describe, expect, it } from "vitest";
import { qrCode } from "./qr-code.ts";

const url = "https://www.immo-lumiere.be/en/for-sale/wavre/villa-with-garden/1234/";

/** The dark modules a path draws, read back from its row strokes. */
function darkModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)\.5h(\d+)/g))
    for (let i = 0; i < Number(width); i += 1) (grid[Number(y)] ?? [])[Number(x) + i] = true;
  return grid;
}

/** A finder pattern (ISO/IEC 18004 §6.3.3): a 7x7 dark ring, a light ring, a 3x3 dark centre. */
function isFinder(grid: boolean[][], left: number, top: number): boolean {
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (grid[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  return true;
}

// ISO/IEC 18004 §7.8.2 data masks, by row i and column j.
const masks = [
  (i: number, j: number) => (i + j) % 2 === 0,
  (i: number) => i % 2 === 0,
  (_: number, j: number) => j % 3 === 0,
  (i: number, j: number) => (i + j) % 3 === 0,
  (i: number, j: number) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i: number, j: number) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i: number, j: number) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i: number, j: number) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

/**
 * Reads the byte-mode text of a version 2 symbol (25 modules, one block of data): its modules in the
 * standard's zigzag from the bottom right, skipping the function patterns, unmasked with `mask`.
 */
function readVersion2(symbol: boolean[][], mask: number): string {
  const size = 25;
  const isFunction = (i: number, j: number) =>
    (i <= 8 && j <= 8) || // top-left finder, separator and format information
    (i <= 8 && j >= size - 8) || // top-right finder
    (i >= size - 8 && j <= 8) || // bottom-left finder and the dark module
    i === 6 ||
    j === 6 || // timing patterns
    (Math.abs(i - 18) <= 2 && Math.abs(j - 18) <= 2); // the alignment pattern
  const bits: number[] = [];
  let upwards = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step += 1) {
      const i = upwards ? size - 1 - step : step;
      for (const j of [right, right - 1])
        if (!isFunction(i, j)) bits.push(Number(symbol[i]?.[j] !== (masks[mask]?.(i, j) ?? false)));
    }
    upwards = !upwards;
  }
  const number = (from: number, length: number) =>
    bits.slice(from, from + length).reduce((value, bit) => value * 2 + bit, 0);
  if (number(0, 4) !== 0b0100) return "";
  const length = number(4, 8);
  return String.fromCharCode(...Array.from({ length }, (_, k) => number(12 + 8 * k, 8)));
}

describe("qrCode (the print brochure's link to its page)", () => {
  it("draws a symbol of a QR version's size inside a four-module quiet zone", () => {
    const { size, path } = qrCode(url);
    const symbol = size - 8;
    // Versions 1 to 40 are 21 to 177 modules, in steps of 4; a page URL fits a small one.
    expect((symbol - 17) % 4).toBe(0);
    expect(symbol).toBeGreaterThanOrEqual(21);
    expect(symbol).toBeLessThanOrEqual(49);
    const grid = darkModules(path, size);
    const quiet = [0, 1, 2, 3, size - 4, size - 3, size - 2, size - 1];
    for (const line of quiet) {
      expect(grid[line]?.some(Boolean)).toBe(false);
      expect(grid.some((row) => row[line])).toBe(false);
    }
    expect(isFinder(grid, 4, 4)).toBe(true);
    expect(isFinder(grid, size - 11, 4)).toBe(true);
    expect(isFinder(grid, 4, size - 11)).toBe(true);
    // No finder in the fourth corner: that is how a reader knows which way up the code is.
    expect(isFinder(grid, size - 11, size - 11)).toBe(false);
  });

  it("holds the URL, byte for byte", () => {
    // A short address gives a version 2 symbol, which this test can read back under each of the eight
    // masks: exactly one of them gives the text.
    const short = "https://immo.be/fr/1020/";
    const { size, path } = qrCode(short);
    expect(size - 8).toBe(25);
    const symbol = darkModules(path, size)
      .slice(4, -4)
      .map((row) => row.slice(4, -4));
    const texts = masks.map((_, mask) => readVersion2(symbol, mask));
    expect(texts.filter((text) => text === short)).toHaveLength(1);
  });

  it("is the same for the same URL and differs for another page", () => {
    expect(qrCode(url)).toEqual(qrCode(url));
    expect(qrCode(url).path).not.toBe(qrCode(url.replace("1234", "1235")).path);
  });

  it("grows with the text it holds", () => {
    expect(qrCode(`${url}${"x".repeat(200)}`).size).toBeGreaterThan(qrCode(url).size);
  });
});
