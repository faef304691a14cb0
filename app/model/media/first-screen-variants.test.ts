import { describe, expect, it } from "vitest";
import { firstScreenVariants } from "./first-screen-variants.ts";

const widthsOf = (variants: { width: number }[]) => [...new Set(variants.map((v) => v.width))];

describe("the variants a first screen uses", () => {
  it("are a card's widths at 1x and 2x, in every format", () => {
    const variants = firstScreenVariants({ width: 1600 }, "card");
    expect(widthsOf(variants)).toEqual([400, 600]);
    expect(variants.filter((v) => v.width === 400).map((v) => v.format)).toEqual([
      "avif",
      "webp",
      "jpg",
    ]);
  });

  it("are a banner's desktop widths", () => {
    expect(widthsOf(firstScreenVariants({ width: 1600 }, "banner"))).toEqual([1360, 1600]);
    expect(widthsOf(firstScreenVariants({ width: 1920 }, "banner"))).toEqual([1360, 1920]);
    expect(widthsOf(firstScreenVariants({ width: 3000 }, "card"))).toEqual([400, 600]);
  });

  it("never exceed what the photo's srcset offers", () => {
    expect(widthsOf(firstScreenVariants({ width: 640 }, "card"))).toEqual([400, 600]);
    expect(widthsOf(firstScreenVariants({ width: 640 }, "banner"))).toEqual([600]);
    expect(widthsOf(firstScreenVariants({ width: 80 }, "card"))).toEqual([100]);
  });

  it("are one JPEG for a video's poster", () => {
    expect(firstScreenVariants({ width: 1600 }, "poster")).toEqual([
      { width: 1600, format: "jpg" },
    ]);
  });
});
