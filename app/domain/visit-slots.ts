// docs/requirements.md §14 "book a visit": which days and slots a visitor may ask for. Days are the agency's
// (Europe/Brussels) calendar days, written YYYY-MM-DD as the browser's date input sends them.

/** PRODUCT.md: the default contact time slots. */
export const defaultVisitSlots = ["10:00-13:00", "14:00-16:00", "16:00-19:00"] as const;

export const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof weekdays)[number];

export interface VisitCalendar {
  slots: readonly string[];
  byWeekday: Partial<Record<Weekday, readonly string[]>>;
  daysAhead: number;
}

const brusselsDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Brussels",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar day. */
export function weekdayOf(day: string): Weekday {
  return weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "sun";
}

/** Whether a text is a complete, real calendar day (docs/requirements.md §5 "start date must be complete"). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The first and last day a visit may be asked for at `now`: from tomorrow, `daysAhead` days on. */
export function visitWindow(now: Date, calendar: VisitCalendar): { first: string; last: string } {
  const today = brusselsDay.format(now);
  return { first: addDays(today, 1), last: addDays(today, calendar.daysAhead) };
}

/** The slots offered on a day: the weekday's own, else the agency's usual ones. */
export function slotsOn(day: string, calendar: VisitCalendar): readonly string[] {
  return calendar.byWeekday[weekdayOf(day)] ?? calendar.slots;
}

/** Every slot offered on some weekday, in time order: the choices a form shows. */
export function allSlots(calendar: VisitCalendar): string[] {
  const every = [calendar.slots, ...Object.values(calendar.byWeekday)].flat();
  return [...new Set(every)].sort();
}

export type VisitProblem = "outOfRange" | "full" | "slot";

/**
 * What is wrong with a requested day and slot at `now`, if anything: a day outside the window, a
 * day without visits (docs/requirements.md §8 "appointments are full"), or a slot that day does not offer.
 */
export function visitProblem(
  day: string,
  slot: string,
  now: Date,
  calendar: VisitCalendar,
): VisitProblem | undefined {
  const { first, last } = visitWindow(now, calendar);
  if (day < first || day > last) return "outOfRange";
  const offered = slotsOn(day, calendar);
  if (offered.length === 0) return "full";
  return offered.includes(slot) ? undefined : "slot";
}
