import { describe, expect, it } from "vitest";
import {
  mediaKey,
  offeredWidths,
  parseMediaKey,
  parseVariantPath,
  variantUrl,
  variantWidths,
} from "./image-variants.ts";

describe("image variant URLs", () => {
  const key = mediaKey(42, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");

  it("name the original by id and hash, and the variant by width and format", () => {
    expect(variantUrl(key, 600, "webp")).toBe("/media/42-0123456789ab/600.webp");
    expect(parseVariantPath("/media/42-0123456789ab/600.webp")).toEqual({
      id: 42,
      hash: "0123456789ab",
      width: 600,
      format: "webp",
    });
  });

  it.each([
    "/media/42-0123456789ab/500.webp",
    "/media/42-0123456789ab/600.gif",
    "/media/42-0123456789ab/600.webp/",
    "/media/42-XYZ/600.jpg",
    "/media/../600.jpg",
    "/media/42-0123456789ab/0600.webp",
    "/media/042-0123456789ab/600.webp",
    "/media/0-0123456789ab/600.webp",
    "/media/2147483648-0123456789ab/600.webp",
  ])("refuse %s", (path) => {
    expect(parseVariantPath(path)).toBeUndefined();
  });
});

describe("media keys", () => {
  it("read back the id and hash of the largest id the database holds", () => {
    expect(parseMediaKey("2147483647-0123456789ab")).toEqual({
      id: 2147483647,
      hash: "0123456789ab",
    });
  });

  it.each(["2147483648-0123456789ab", "9999999999-0123456789ab", "07-0123456789ab", "7-0123"])(
    "refuse %s",
    (key) => {
      expect(parseMediaKey(key)).toBeUndefined();
    },
  );
});

describe("offered widths", () => {
  it("stop at the original's width, but always offer the smallest", () => {
    // Written to hold when intermediate widths join variantWidths.
    expect(Math.max(...offeredWidths({ width: 640 }))).toBe(600);
    expect(offeredWidths({ width: 1600 })).toEqual(variantWidths.filter((w) => w <= 1600));
    expect(offeredWidths({ width: 50 })).toEqual([variantWidths[0]]);
  });

  it("go up to 1920 for banners only (docs/requirements.md §9)", () => {
    expect(offeredWidths({ width: 2400 }, "banner").at(-1)).toBe(1920);
    expect(offeredWidths({ width: 2400 }).at(-1)).toBe(1600);
    expect(offeredWidths({ width: 1600 }, "banner").at(-1)).toBe(1600);
  });
});
