import { brusselsToUtc } from "./brussels-time.ts";

// The owner portal's visit figures (docs/requirements.md §3 Owner portal tables, §9): today, this week (from Monday),
// this month and in total, and a chart of the last 30 days, all in the agency's time zone.

export const chartDays = 30;

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The agency's calendar day of an instant, as YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return dayFormat.format(at);
}

/** The instant a calendar day (YYYY-MM-DD) starts in the agency's time zone. */
export function startOfDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return brusselsToUtc(Date.UTC(year, month - 1, date));
}

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

export interface VisitPeriods {
  today: Date;
  week: Date;
  month: Date;
  /** The first day of the chart. */
  chartStart: Date;
}

/** When today, this week (Monday), this month and the chart's 30 days start. */
export function visitPeriods(now: Date): VisitPeriods {
  const today = dayOf(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return {
    today: startOfDay(today),
    week: startOfDay(addDays(today, -weekday)),
    month: startOfDay(`${today.slice(0, 8)}01`),
    chartStart: startOfDay(addDays(today, 1 - chartDays)),
  };
}

/** Visits per day over the last 30 days, oldest first, days without a visit included. */
export function dailyVisits(visits: readonly Date[], now: Date): { day: string; visits: number }[] {
  const today = dayOf(now);
  const counts = new Map<string, number>();
  for (const at of visits) counts.set(dayOf(at), (counts.get(dayOf(at)) ?? 0) + 1);
  return Array.from({ length: chartDays }, (_, i) => {
    const day = addDays(today, i + 1 - chartDays);
    return { day, visits: counts.get(day) ?? 0 };
  });
}
