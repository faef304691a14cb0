// ADR 066: when the sync runs and what it fetches. A full run at most every SYNC_FULL_INTERVAL_HOURS; the
// runs between (every SYNC_INTERVAL_MINUTES) ask only for the properties changed since the last success.

export type SyncPlan = { kind: "full" } | { kind: "changes"; since: Date };

/** When the last run that ended well began: of any kind, and of the full ones. */
export interface LastSuccess {
  any: Date | undefined;
  full: Date | undefined;
}

/**
 * The changes asked for start this long before the last success began: the CRM's clock and ours may
 * differ a little, and a change made while that run was fetching must come in the next one. Fetching
 * a record twice changes nothing (the import skips what is the same).
 */
export const changesOverlapMs = 15 * 60_000;

export function planRun(last: LastSuccess, now: Date, fullIntervalMs: number): SyncPlan {
  if (!last.any || !last.full || now.getTime() - last.full.getTime() >= fullIntervalMs) {
    return { kind: "full" };
  }
  return { kind: "changes", since: new Date(last.any.getTime() - changesOverlapMs) };
}

/** How long a starting server waits before its first run: none is due while the last success is recent. */
export function delayAtStart(last: LastSuccess, now: Date, intervalMs: number): number {
  if (!last.any) return 0;
  return Math.max(0, last.any.getTime() + intervalMs - now.getTime());
}
