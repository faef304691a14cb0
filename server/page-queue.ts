export interface QueueLimits {
  /** Pages being made at once (waiting on the database, say). */
  maxInFlight: number;
  /** The longest wait in the queue, expected or spent, before a 503; 0: refused at once (ADR 068). */
  maxWaitMs: number;
}

/** Why a page may not be made now: the wait would be too long or was, or its client went away. */
export type Refusal = "expected-wait" | "waited" | "gone";

/** A page being made: `done` once, after its answer; `idle` lends its place while it only waits. */
export interface Page {
  idle: <T>(work: () => Promise<T>) => Promise<T>;
  done: () => void;
}

export interface PageQueue {
  /**
   * The page's place among those being made, at once or after its turn in the queue (`queued` told its
   * place then), or a refusal.
   */
  enter: (signal: AbortSignal, queued?: (place: number) => void) => Promise<Page | Refusal>;
  /** Starts waiting pages whose turn has come (a slot freed, the event loop caught up). */
  drain: () => void;
  /** What the queue holds, for the log line of a refusal. */
  state: () => { inFlight: number; waiting: number; pageMs: number };
}

// How much the last page weighs in the page time the expected wait is reckoned from: about the last
// ten pages, so that a slow start (a cold database) is forgotten within a second of load.
const recentWeight = 0.2;

/**
 * A first-come first-served queue in front of the pages being made (ADR 068): a page beyond `maxInFlight`
 * waits its turn, unless its expected wait (its place in the queue times the recent page time, shared by
 * the pages made at once, plus `lateMs()`, how late the event loop runs) is over `maxWaitMs`, or until it
 * has waited that long. While `held()` (the event loop runs late) no waiting page starts: the CPU, not a
 * slot, is what they wait for.
 */
export function pageQueue(
  limits: QueueLimits,
  loop: { held: () => boolean; lateMs: () => number },
  now: () => number = () => performance.now(),
): PageQueue {
  let inFlight = 0;
  // The recent time of a page from its start to its answer, its idle waits apart; unknown at first.
  let pageMs = 0;
  const waiting: ((page: Page | Refusal) => void)[] = [];
  const free = () => inFlight < limits.maxInFlight && !loop.held();

  const start = (): Page => {
    inFlight++;
    const startedAt = now();
    let idleMs = 0;
    let finished = false;
    return {
      // A request that only waits (a throttled login's delay, ADR 032) gives its place back while it waits,
      // and takes it again after, ahead of the queue: it was let in already.
      idle: async (work) => {
        inFlight--;
        drain();
        const idleFrom = now();
        try {
          return await work();
        } finally {
          idleMs += now() - idleFrom;
          inFlight++;
        }
      },
      done: () => {
        if (finished) return;
        finished = true;
        inFlight--;
        const ms = now() - startedAt - idleMs;
        pageMs = pageMs === 0 ? ms : pageMs + recentWeight * (ms - pageMs);
        drain();
      },
    };
  };

  const drain = () => {
    while (waiting.length > 0 && free()) waiting.shift()?.(start());
  };

  const enter = (
    signal: AbortSignal,
    queued?: (place: number) => void,
  ): Promise<Page | Refusal> => {
    if (signal.aborted) return Promise.resolve("gone");
    if (waiting.length === 0 && free()) return Promise.resolve(start());
    const expectedMs = loop.lateMs() + ((waiting.length + 1) * pageMs) / limits.maxInFlight;
    if (limits.maxWaitMs === 0 || expectedMs > limits.maxWaitMs)
      return Promise.resolve("expected-wait");
    return new Promise((resolve) => {
      const settle = (outcome: Page | Refusal) => {
        clearTimeout(timer);
        signal.removeEventListener("abort", leave);
        const place = waiting.indexOf(settle);
        if (place >= 0) waiting.splice(place, 1);
        resolve(outcome);
      };
      const leave = () => settle("gone");
      const timer = setTimeout(() => settle("waited"), limits.maxWaitMs);
      signal.addEventListener("abort", leave, { once: true });
      waiting.push(settle);
      queued?.(waiting.length);
    });
  };

  return { enter, drain, state: () => ({ inFlight, waiting: waiting.length, pageMs }) };
}
