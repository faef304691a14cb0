import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliOf, gzipOf } from "./page-encodings.ts";

describe("a cached page's compressed forms (ADR 067)", () => {
  const page = "<p>Maison à vendre, jardin</p>".repeat(300);

  it("keeps a page without gaps in brotli and gzip, the same bytes every time", async () => {
    const body = Buffer.from(page);
    expect(brotliDecompressSync(await brotliOf(body)).toString()).toBe(page);
    const gzip = await gzipOf([body]);
    expect(gzip([]).equals(gzip([]))).toBe(true);
    expect(gunzipSync(gzip([])).toString()).toBe(page);
  });

  it("joins gzip parts around each answer's values, empty parts included", async () => {
    const parts = ["", page, `${page}é`, ""].map((part) => Buffer.from(part));
    const gzip = await gzipOf(parts);
    for (const value of ["1795850075141.a", "ü".repeat(40)]) {
      const values = parts.slice(1).map(() => Buffer.from(value));
      expect(gunzipSync(gzip(values)).toString()).toBe(["", page, `${page}é`, ""].join(value));
    }
  });
});
