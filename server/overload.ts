import type { MiddlewareHandler } from "hono";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";
import { pageQueue, type QueueLimits } from "./page-queue.ts";

export interface OverloadLimits extends QueueLimits {
  /** How late the event loop may run, two samples in a row, before waiting pages are held; 0: never. */
  maxEventLoopLagMs: number;
}

const lagSampleMs = 50;

/**
 * Pages beyond `maxInFlight` wait their turn in a short queue (ADR 068, after ADR 008's refusal at once):
 * a visitor whose page would come within `maxWaitMs` gets it; one whose expected wait is longer, or who
 * has waited that long, gets the localized 503 with a Retry-After. While the event loop keeps running
 * late (pages waiting for the CPU, which no counter of ours sees: they queue before any code of ours
 * runs) no waiting page starts, and the lateness counts in the expected wait. One late sample is a single
 * long task, not a queue: it takes two in a row. Cached pages and health checks are answered before this
 * guard and never wait; nor does a page's time in `idle` count (a throttled login waiting, ADR 032). A
 * visitor who goes away while waiting leaves the queue.
 */
export function overloadGuard(limits: OverloadLimits): MiddlewareHandler<AppEnv> {
  const lagOn = limits.maxEventLoopLagMs > 0;
  const lag = lagOn ? sustainedLag(() => queue.drain()) : () => 0;
  const queue = pageQueue(limits, {
    held: () => lagOn && lag() > limits.maxEventLoopLagMs,
    lateMs: lag,
  });
  return async (c, next) => {
    const page = await queue.enter(c.req.raw.signal, (place) =>
      c.var.log.debug("waiting for a page to be made", { place }),
    );
    if (typeof page === "string") {
      if (page === "gone") c.var.log.info("client left while waiting for a page");
      else c.var.log.warn("too busy: request refused", { reason: page, ...queue.state() });
      const res = statusPage(c, "busy", c.req.path);
      res.headers.set("Retry-After", "2");
      return res;
    }
    c.set("idle", page.idle);
    try {
      await next();
    } finally {
      page.done();
    }
  };
}

/**
 * The smaller of the last two delays of a timer due every 50 ms: how long work waits for the loop.
 * `sampled` runs after each sample, so that pages held while the loop was late start once it is not.
 */
function sustainedLag(sampled: () => void): () => number {
  let previous = 0;
  let last = 0;
  let due = performance.now() + lagSampleMs;
  setInterval(() => {
    const now = performance.now();
    previous = last;
    last = Math.max(0, now - due);
    due = now + lagSampleMs;
    sampled();
  }, lagSampleMs).unref();
  return () => Math.min(previous, last);
}
