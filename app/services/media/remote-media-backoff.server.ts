// When a photo or document URL that failed may be tried again (docs/requirements.md §11 "Files"): 15 minutes after
// the first failure, then twice as long after each further one, never more than a day. A refused
// address (loopback, private...) waits the full day at once: it will not become public soon.

const firstDelayMs = 15 * 60_000;
const maxDelayMs = 24 * 60 * 60_000;

/** `attempts` counts the failures in a row, this one included. */
export function nextAttemptAt(attempts: number, now: Date, refused = false): Date {
  const delay = refused ? maxDelayMs : Math.min(firstDelayMs * 2 ** (attempts - 1), maxDelayMs);
  return new Date(now.getTime() + delay);
}
