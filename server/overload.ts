import type { MiddlewareHandler } from "hono";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

export interface OverloadLimits {
  /** Pages being made at once (waiting on the database, say). */
  maxInFlight: number;
  /** How late the event loop may run, two samples in a row, before pages are refused; 0: never. */
  maxEventLoopLagMs: number;
}

const lagSampleMs = 50;

/**
 * Refuses a page at once with the localized 503 and a Retry-After, rather than let it wait in a queue
 * for seconds and time out: when too many pages are being made at once, or when the event loop keeps
 * running late (pages waiting for the CPU, which no counter of ours sees: they queue before any code of
 * ours runs). One late sample is a single long task, not a queue: it takes two in a row. The visitor
 * learns to retry; the server keeps its latency for the pages it accepted. Cached pages never count,
 * nor does a page's time in `idle` (a throttled login waiting before its answer).
 */
export function overloadGuard(limits: OverloadLimits): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  const lag = limits.maxEventLoopLagMs > 0 ? sustainedLag() : () => 0;
  return async (c, next) => {
    const late = limits.maxEventLoopLagMs > 0 && lag() > limits.maxEventLoopLagMs;
    if (inFlight >= limits.maxInFlight || late) {
      c.var.log.warn("too busy: request refused", { inFlight, eventLoopLagMs: lag() });
      const res = statusPage(c, "busy", c.req.path);
      res.headers.set("Retry-After", "2");
      return res;
    }
    inFlight++;
    // A request that only waits (a throttled login's delay) gives its place back while it waits.
    c.set("idle", async (work) => {
      inFlight--;
      try {
        return await work();
      } finally {
        inFlight++;
      }
    });
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}

/** The smaller of the last two delays of a timer due every 50 ms: how long work waits for the loop. */
function sustainedLag(): () => number {
  let previous = 0;
  let last = 0;
  let due = performance.now() + lagSampleMs;
  setInterval(() => {
    const now = performance.now();
    previous = last;
    last = Math.max(0, now - due);
    due = now + lagSampleMs;
  }, lagSampleMs).unref();
  return () => Math.min(previous, last);
}
