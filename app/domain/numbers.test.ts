import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers.ts";

describe("formatNumber", () => {
  it("groups thousands with a dot and writes one decimal after a comma (docs/requirements.md §9)", () => {
    expect(formatNumber(1642)).toBe("1.642");
    expect(formatNumber(1_010_000)).toBe("1.010.000");
    expect(formatNumber(678.54)).toBe("678,5");
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(10000)).toBe("10.000");
  });
});
