import { describe, expect, it } from "vitest";
import { readAmount, readBoolean, readDate, readLanguage, readNumber } from "./values.ts";

describe("Omnicasa values", () => {
  it("reads numbers sent as strings, and blanks as not given", () => {
    expect(readNumber("209000")).toBe(209000);
    expect(readNumber("50.7167")).toBe(50.7167);
    expect(readNumber(84)).toBe(84);
    expect(readNumber("")).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
    expect(() => readNumber("26x5000")).toThrow('must be a number (got "26x5000")');
  });

  it("reads amounts as Belgian CRMs write them, or refuses them", () => {
    const amounts = ["209000", "209.000", "209 000", "209\u00a0000", "1.250.000", "209.000,50"];
    expect(amounts.map(readAmount)).toEqual([209000, 209000, 209000, 209000, 1250000, 209000.5]);
    expect(["1.234,56", "1234,56", "1234.56", "1234.5", "950"].map(readAmount)).toEqual([
      1234.56, 1234.56, 1234.56, 1234.5, 950,
    ]);
    expect(readAmount(1234.56)).toBe(1234.56);
    expect(readAmount("")).toBeUndefined();
    for (const text of [
      "209,000",
      "1,234.56",
      "1.234.5",
      "209.000 000",
      "12.34.567",
      "540.000,-",
    ]) {
      expect(() => readAmount(text)).toThrow(
        `must be an amount like 209000, "209.000", "209 000" or "1.234,56" (got "${text}")`,
      );
    }
  });

  it("reads booleans written either way", () => {
    expect(readBoolean("false")).toBe(false);
    expect(readBoolean(true)).toBe(true);
    expect(() => readBoolean("maybe")).toThrow("must be true or false");
  });

  it("turns LanguageId into the site's language", () => {
    expect([1, 2, 3, "4"].map(readLanguage)).toEqual(["nl", "fr", "en", "de"]);
    expect(() => readLanguage(5)).toThrow("must be 1 (nl), 2 (fr), 3 (en) or 4 (de) (got 5)");
  });

  it("reads local Brussels times in summer and in winter as the right instant", () => {
    expect(readDate("2026-08-09 18:01:36")).toBe("2026-08-09T16:01:36.000Z");
    expect(readDate("2026-01-15 09:00:00")).toBe("2026-01-15T08:00:00.000Z");
  });

  it("reads .NET JSON dates, with or without the writer's offset, as the same instant", () => {
    expect(readDate("/Date(1754755296000)/")).toBe("2025-08-09T16:01:36.000Z");
    expect(readDate("/Date(1754755296000+0200)/")).toBe("2025-08-09T16:01:36.000Z");
  });

  it("refuses a date it cannot read, saying which forms it knows", () => {
    expect(() => readDate("9 August 2026")).toThrow(
      'must be a date like "2026-08-09 18:01:36" or "/Date(1754755296000)/" (got "9 August 2026")',
    );
  });
});
