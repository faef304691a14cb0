// Server-side sessions of any kind of account (ADR 036): a session is open until it idles out or
// reaches its lifetime; each kind sets its own limits (owners: domain/owner-session.ts; staff, docs/requirements.md §17).

export interface SessionLimits {
  /** So long without a page ends the session. */
  idleMs: number;
  /** So long after the login the session ends, however active. */
  lifetimeMs: number;
}

/** When a session started and when it was last seen (ms since the epoch). */
export interface SessionTimes {
  startedAt: number;
  seenAt: number;
}

/**
 * "Last seen" is written at most once a minute: a busy owner costs one write a minute, not one per
 * page. The idle limit is therefore counted from up to a minute before the last page.
 */
export const seenWriteEveryMs = 60_000;

/** Whether a session is still open at `now`. */
export function sessionIsOpen(times: SessionTimes, limits: SessionLimits, now: number): boolean {
  return (
    now - times.seenAt < limits.idleMs &&
    now - times.startedAt < limits.lifetimeMs &&
    times.seenAt <= now + 60_000
  );
}

/** Whether this page should record itself as the session's last activity. */
export function seenIsStale(seenAt: number, now: number): boolean {
  return now - seenAt >= seenWriteEveryMs;
}

/** Sessions started before `startedBefore`, or last seen before `seenBefore`, are over. */
export function expiryCutoffs(limits: SessionLimits, now: number) {
  return {
    startedBefore: new Date(now - limits.lifetimeMs),
    seenBefore: new Date(now - limits.idleMs),
  };
}
