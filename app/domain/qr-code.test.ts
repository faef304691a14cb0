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

  it("is the same for the same URL and differs for another page", () => {
    expect(qrCode(url)).toEqual(qrCode(url));
    expect(qrCode(url).path).not.toBe(qrCode(url.replace("1234", "1235")).path);
  });

  it("grows with the text it holds", () => {
    expect(qrCode(`${url}${"x".repeat(200)}`).size).toBeGreaterThan(qrCode(url).size);
  });
});
