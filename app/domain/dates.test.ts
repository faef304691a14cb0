import { describe, expect, it } from "vitest";
import { formatDate, formatDay } from "./dates.ts";

describe("formatDate (docs/requirements.md §9 day-month-year)", () => {
  const date = new Date("2026-11-22T10:00:00Z");

  it.each([
    ["nl", "22/11/2026"],
    ["fr", "22/11/2026"],
    ["en", "22/11/2026"],
    ["de", "22.11.2026"],
  ] as const)("%s writes %s", (language, text) => {
    expect(formatDate(date, language)).toBe(text);
  });

  it("uses the Belgian day, not the UTC one", () => {
    expect(formatDate("2026-11-22T23:30:00Z", "fr")).toBe("23/11/2026");
  });

  it("writes nothing for an invalid date", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("a calendar day with its weekday", () => {
  it("names the weekday in each language, then the date day-month-year", () => {
    expect(formatDay("2026-11-25", "en")).toBe("Wednesday 25/11/2026");
    expect(formatDay("2026-11-25", "nl")).toBe("woensdag 25/11/2026");
    expect(formatDay("2026-11-25", "fr")).toBe("mercredi 25/11/2026");
    expect(formatDay("2026-11-25", "de")).toBe("Mittwoch 25.11.2026");
    expect(formatDay("nonsense", "en")).toBe("");
  });
});
