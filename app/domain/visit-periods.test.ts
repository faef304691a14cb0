import { describe, expect, it } from "vitest";
import { chartDays, dailyVisits, dayOf, startOfDay, visitPeriods } from "./visit-periods.ts";

describe("visit periods", () => {
  it("count days in the agency's time zone", () => {
    expect(dayOf(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(startOfDay("2026-11-23").toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(startOfDay("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // The night summer time ends.
    expect(startOfDay("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });

  it("start the week on Monday and the month on its first", () => {
    const periods = visitPeriods(new Date("2026-11-26T10:00:00Z"));
    expect(periods.today.toISOString()).toBe("2026-11-25T23:00:00.000Z");
    expect(periods.week.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(periods.month.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(periods.chartStart.toISOString()).toBe("2026-10-27T23:00:00.000Z");
  });

  it("give 30 days of visits, oldest first, empty days included", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const series = dailyVisits(
      [
        new Date("2026-11-26T08:00:00Z"),
        new Date("2026-11-25T23:10:00Z"),
        new Date("2026-11-20T12:00:00Z"),
      ],
      now,
    );
    expect(series).toHaveLength(chartDays);
    expect(series[0]).toEqual({ day: "2026-10-28", visits: 0 });
    expect(series.at(-1)).toEqual({ day: "2026-11-26", visits: 2 });
    expect(series.find((d) => d.day === "2026-11-20")?.visits).toBe(1);
  });
});
