import type { Context } from "hono";
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { AppEnv } from "./hono-env.ts";
import { mediaWritable } from "./media-writable.ts";

const timeoutMs = 3000;

/**
 * GET /healthz: 200 when the database answers within 3 s, 503 otherwise; `media` says whether image
 * variants can be kept on disk. Pages still work when they cannot (images are made for each request),
 * so that is 200 with status "degraded", for monitoring to read. Never cached.
 */
export function health(db: Kysely<Database>, mediaDir: string) {
  return async (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    const [database, writable] = await Promise.allSettled([
      withTimeout(sql`select 1`.execute(db), timeoutMs),
      withTimeout(mediaWritable(mediaDir), timeoutMs),
    ]);
    const media = writable.status === "fulfilled" && writable.value ? "writable" : "unwritable";
    if (database.status === "rejected") {
      c.var.log.warn("health check failed", { error: database.reason });
      return c.json({ status: "unavailable", database: "down", media }, 503);
    }
    return c.json({ status: media === "writable" ? "ok" : "degraded", database: "up", media }, 200);
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
