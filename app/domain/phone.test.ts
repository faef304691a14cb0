import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("formatPhone (spec §5)", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    ["021234567", "021 23 45 67"],
    ["02 123 45 67", "021 23 45 67"],
    ["+32 475 12 34 56", "+32 475 12 34 56"],
    ["12345", "12345"],
    [" 1207-12 ", "1207-12"],
    ["call me", "call me"],
  ])("%s -> %s", (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading plus", () => {
    expect(telHref("+32 (0)2 345 67 89")).toBe("tel:+32023456789");
    expect(telHref("02/345.67.89")).toBe("tel:023456789");
  });
});
