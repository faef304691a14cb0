import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("formatPhone (docs/requirements.md §5)", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    // PRODUCT.md: the one-digit zones 02, 03, 04 and 09 are grouped 2-3-2-2 (docs/requirements.md §5).
    ["021234567", "02 123 45 67"],
    ["02 123 45 67", "02 123 45 67"],
    ["023 45 67 89", "02 345 67 89"],
    ["03/234.56.78", "03 234 56 78"],
    ["042345678", "04 234 56 78"],
    ["092345678", "09 234 56 78"],
    // Other zones of 9 digits keep 3-2-2-2.
    ["010123456", "010 12 34 56"],
    ["081 23 45 67", "081 23 45 67"],
    ["05 012 34 56", "050 12 34 56"],
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
