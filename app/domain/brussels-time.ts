// The agency's clock (Europe/Brussels): CRM dates written as local time, the owner portal's days.

const brussels = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** How far Brussels' wall clock is ahead of UTC at an instant, in milliseconds. */
function brusselsOffset(instant: number): number {
  const parts = brussels.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Brussels' clocks showed this wall-clock time: the offset is taken at a first
 * estimate, then again at the result, which settles the days the clocks change (a time that does not
 * exist, or exists twice, gets one of its two readings).
 */
export function brusselsToUtc(wall: number): Date {
  const first = wall - brusselsOffset(wall);
  const second = wall - brusselsOffset(first);
  return new Date(brusselsOffset(second) === wall - second ? second : first);
}
