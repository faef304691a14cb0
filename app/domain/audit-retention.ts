import { retentionCutoff } from "./lead-retention.ts";

// docs/requirements.md §17 "Audit log": the staff audit log is kept 24 months (ADR 055).
export const auditRetentionMonths = 24;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The moment before which audit entries are deleted: 24 months ago, and one day more. The database
 * refuses to delete an entry younger than 24 months by its own clock (migration 0032), and one entry
 * refused fails the whole deletion: the day's margin absorbs a server clock ahead of the database's.
 */
export function auditRetentionCutoff(now: Date): Date {
  return new Date(retentionCutoff(now, auditRetentionMonths).getTime() - dayMs);
}
