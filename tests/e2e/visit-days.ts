/** A day the default visit settings offer (Monday to Friday, from tomorrow), as a date field takes it. */
export function nextWorkday(): string {
  const day = new Date(Date.now() + 36 * 3_600_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
