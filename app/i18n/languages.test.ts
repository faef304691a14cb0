import { describe, expect, it } from "vitest";
import { isLanguage, languageOfPath } from "./languages.ts";

describe("languageOfPath", () => {
  it("reads an enabled language from the first segment", () => {
    expect(languageOfPath("/nl/")).toBe("nl");
    expect(languageOfPath("/de/some/page/")).toBe("de");
  });

  it("ignores other first segments and later segments", () => {
    expect(languageOfPath("/")).toBeUndefined();
    expect(languageOfPath("/es/")).toBeUndefined();
    expect(languageOfPath("/FR/")).toBeUndefined();
    expect(languageOfPath("/for-sale/fr/")).toBeUndefined();
  });
});

describe("isLanguage", () => {
  it("accepts the four site languages only", () => {
    expect(["en", "nl", "fr", "de"].every(isLanguage)).toBe(true);
    expect(isLanguage("lu")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
