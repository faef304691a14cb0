import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./hono-env.ts";
import type { Logger } from "./logger.ts";

const requestIdPattern = /^[\w.:-]{8,128}$/;

/**
 * Gives every request an id (a proxy's X-Request-Id when it is sane, else a new one),
 * a logger carrying it, and one access-log line when the response is ready.
 */
export function requestLog(root: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
    const log = root.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ...(c.get("cache") ? { cache: c.get("cache") } : {}),
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
