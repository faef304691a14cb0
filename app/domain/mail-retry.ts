// docs/requirements.md §14 "Never lost": a mail that could not be delivered is tried again with exponential backoff
// for at least 24 hours (ADR 022); a permanent refusal (SMTP 5xx) is final at once.

export interface RetryPolicy {
  /** The delay after the first failed attempt; each further one doubles it. */
  firstDelayMs: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
  /** How long after it was queued a message is still tried; past it, a failure is final. */
  giveUpAfterMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/** One minute, doubling up to two hours, for 25 hours: about 25 attempts, the last past 24 hours. */
export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: minute,
  maxDelayMs: 2 * hour,
  giveUpAfterMs: 25 * hour,
};

export type Failure = { permanent: boolean; message: string };

export type NextStep = { retryAt: Date } | { fail: true };

/** What to do after the `attempts`-th attempt of a message queued at `queuedAt` failed. */
export function afterFailure(
  failure: Failure,
  attempts: number,
  queuedAt: Date,
  now: Date,
  policy: RetryPolicy = defaultRetryPolicy,
): NextStep {
  if (failure.permanent) return { fail: true };
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  const retryAt = new Date(now.getTime() + delay);
  if (retryAt.getTime() - queuedAt.getTime() > policy.giveUpAfterMs) return { fail: true };
  return { retryAt };
}

/** An SMTP reply code of 500 to 599 refuses the message for good; anything else may pass later. */
export function isPermanentSmtpCode(code: unknown): boolean {
  return typeof code === "number" && code >= 500 && code < 600;
}
