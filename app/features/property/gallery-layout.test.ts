import { describe, expect, it } from "vitest";
import { mosaicColumns, mosaicSizes } from "./gallery-layout.ts";

// Every mosaic fills its 4 columns by 2 rows: the main photo takes both rows (or the whole band), the
// others one row each, so the columns of each row add up to 4.
function rows(count: number): number[] {
  const shown = Math.min(count, 5);
  const columns = Array.from({ length: shown }, (_, i) => mosaicColumns(i, count));
  const [main = 0, ...others] = columns;
  if (shown <= 2) return [columns.reduce((a, b) => a + b, 0)];
  const half = Math.ceil(others.length / 2);
  const top = others.slice(0, shown === 4 ? 1 : half).reduce((a, b) => a + b, 0);
  const bottom = others.slice(shown === 4 ? 1 : half).reduce((a, b) => a + b, 0);
  return [main + top, main + bottom];
}

describe("mosaicColumns", () => {
  it("leaves no empty cell for any number of photos", () => {
    for (let count = 1; count <= 32; count++) for (const row of rows(count)) expect(row).toBe(4);
  });

  it("gives the main photo the most room", () => {
    expect([1, 2, 3, 4, 5, 30].map((count) => mosaicColumns(0, count))).toEqual([4, 2, 3, 2, 2, 2]);
  });
});

describe("mosaicSizes", () => {
  it("names the main photo's width at each breakpoint", () => {
    expect(mosaicSizes(0, 12)).toBe(
      "(min-width: 1200px) 572px, (min-width: 767px) calc(50vw - 1.75rem), calc(100vw - 2rem)",
    );
  });

  it("names a small photo's width, four to a row on phones", () => {
    expect(mosaicSizes(4, 12)).toBe(
      "(min-width: 1200px) 282px, (min-width: 767px) calc(25vw - 1.125rem), calc(25vw - 0.875rem)",
    );
  });

  it("makes a single photo as wide as the page", () => {
    expect(mosaicSizes(0, 1)).toBe(
      "(min-width: 1200px) 1152px, (min-width: 767px) calc(100vw - 3rem), calc(100vw - 2rem)",
    );
  });

  it("puts three photos side by side under the main one on phones", () => {
    expect(mosaicSizes(1, 4)).toMatch(/, calc\(33\.333vw - 1rem\)$/);
  });
});
