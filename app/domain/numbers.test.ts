import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers.ts";

describe("formatNumber", () => {
  it("writes decimals and thousands the Belgian way of each language", () => {
    expect(formatNumber(678.5, "fr")).toBe("678,5");
    expect(formatNumber(1250, "nl")).toBe("1.250");
    expect(formatNumber(678.54, "de")).toBe("678,5");
    expect(formatNumber(12, "en")).toBe("12");
  });
});
