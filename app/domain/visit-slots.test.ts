import { describe, expect, it } from "vitest";
import {
  addDays,
  allSlots,
  defaultVisitSlots,
  isCalendarDay,
  slotsOn,
  type VisitCalendar,
  visitProblem,
  visitWindow,
} from "./visit-slots.ts";

const calendar: VisitCalendar = {
  slots: defaultVisitSlots,
  byWeekday: { sun: [], sat: ["10:00-13:00"] },
  daysAhead: 60,
};
// Tuesday 24 November 2026, 23:30 in Brussels (22:30 UTC): tomorrow there is Wednesday the 25th.
const now = new Date("2026-11-24T22:30:00Z");

describe("visit days and slots", () => {
  it("opens from tomorrow in Brussels to the configured number of days", () => {
    expect(visitWindow(now, calendar)).toEqual({ first: "2026-11-25", last: "2027-01-23" });
    // Just after midnight in Brussels (still the 24th in UTC), tomorrow is the 26th.
    expect(visitWindow(new Date("2026-11-24T23:30:00Z"), calendar).first).toBe("2026-11-26");
  });

  it("offers each weekday's slots: the usual ones, the weekday's own, none on Sunday", () => {
    expect(slotsOn("2026-11-25", calendar)).toEqual(defaultVisitSlots);
    expect(slotsOn("2026-11-28", calendar)).toEqual(["10:00-13:00"]);
    expect(slotsOn("2026-11-29", calendar)).toEqual([]);
    expect(allSlots(calendar)).toEqual(["10:00-13:00", "14:00-16:00", "16:00-19:00"]);
  });

  it("says what is wrong with a request", () => {
    expect(visitProblem("2026-11-25", "14:00-16:00", now, calendar)).toBeUndefined();
    expect(visitProblem("2026-11-24", "14:00-16:00", now, calendar)).toBe("outOfRange");
    expect(visitProblem("2027-01-24", "14:00-16:00", now, calendar)).toBe("outOfRange");
    expect(visitProblem("2026-11-29", "14:00-16:00", now, calendar)).toBe("full");
    expect(visitProblem("2026-11-28", "16:00-19:00", now, calendar)).toBe("slot");
  });

  it("knows a complete, real day (docs/requirements.md §5)", () => {
    expect(isCalendarDay("2026-11-25")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-11")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
