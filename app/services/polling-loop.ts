// The loop of the server's queue workers (the mail outbox, ADR 022; the CRM queue, ADR 064): a tick at
// once, then one every `pollMs` after the last ended; ticks never overlap, and a stop waits for the one
// under way.

export interface PollingLoop {
  /** Runs a tick after any under way; what the next scheduled one would do. */
  runOnce(): Promise<void>;
  /** Schedules no other tick; resolves when the one under way has ended. */
  stop(): Promise<void>;
}

export function pollingLoop(tick: () => Promise<void>, pollMs: number): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      current = current.then(tick).then(() => {
        if (!stopped) schedule(pollMs);
      });
    }, delayMs);
  };
  schedule(0);
  return {
    runOnce: () => {
      current = current.then(tick);
      return current;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
