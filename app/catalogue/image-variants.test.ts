import { describe, expect, it } from "vitest";
import { mediaKey, parseVariantPath, variantUrl } from "./image-variants.ts";

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
  ])("refuse %s", (path) => {
    expect(parseVariantPath(path)).toBeUndefined();
  });
});
