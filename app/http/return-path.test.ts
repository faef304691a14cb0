import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it("keeps a path on this site, query included, without setcookies", () => {
    expect(safeReturnPath("/fr/a-vendre/?page=2&setcookies")).toBe("/fr/a-vendre/?page=2");
  });

  it("sends anything else home", () => {
    for (const value of [
      undefined,
      "",
      "https://evil.example/",
      "//evil.example/",
      "/\\evil",
      "fr/",
      // Paths that resolve to "//evil.com", which a browser reads as another host.
      "/.//evil.com",
      "/..//evil.com",
      "/%2e//evil.com",
      "/\tevil.com",
      // No URL at all (docs/requirements.md §16).
      "//",
      "///",
    ])
      expect(safeReturnPath(value)).toBe("/");
  });
});
