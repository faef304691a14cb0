import type { MiddlewareHandler } from "hono";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * Past `limit` pages being made at once, a request is answered at once with the localized 503 and a
 * Retry-After, rather than waiting in a queue for seconds and timing out: the visitor learns to retry,
 * the server keeps its latency for the pages it accepted. Pages from the cache never count.
 */
export function overloadGuard(limit: number): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= limit) {
      c.var.log.warn("too busy: request refused", { inFlight, limit });
      const res = statusPage(c, "busy", c.req.path);
      res.headers.set("Retry-After", "2");
      return res;
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
