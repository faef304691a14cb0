// ADR 064: a CRM delivery that could not go is tried again with exponential backoff, capped, up to a
// limit of attempts; past it, it has failed (the desk's "send again" starts it over). A CRM that refuses
// our credentials pauses its whole target for `pauseMs` instead: one probe then, not a retry storm.

export interface CrmRetryPolicy {
  /** The delay after the first failed attempt; each further one doubles it. */
  firstDelayMs: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
  /** Attempts before a delivery fails for good. */
  maxAttempts: number;
  /** How long a target pauses when its CRM refuses us. */
  pauseMs: number;
}

const minute = 60_000;

/** 30 s doubling to an hour, 30 attempts: a CRM down for a day still gets its leads. */
export const defaultCrmRetryPolicy: CrmRetryPolicy = {
  firstDelayMs: minute / 2,
  maxDelayMs: 60 * minute,
  maxAttempts: 30,
  pauseMs: 15 * minute,
};

/** When to try again after the `attempts`-th attempt failed; undefined once the limit is reached. */
export function nextCrmAttempt(
  attempts: number,
  now: Date,
  policy: CrmRetryPolicy = defaultCrmRetryPolicy,
): Date | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  return new Date(now.getTime() + delay);
}
