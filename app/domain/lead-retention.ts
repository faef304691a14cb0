/**
 * docs/requirements.md §14: leads are kept a configured number of months (LEAD_RETENTION_MONTHS). The moment before
 * which a lead is deleted: the same day and time that many months ago (the month's last day when
 * that month is shorter).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0));
  cutoff.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return cutoff;
}
