import type { Context } from "hono";
import { type Kysely, sql } from "kysely";
import type { Database } from "../app/data/schema.ts";
import type { AppEnv } from "./hono-env.ts";

const timeoutMs = 3000;

/** GET /healthz: 200 when the database answers within 3 s, 503 otherwise. Never cached. */
export function health(db: Kysely<Database>) {
  return async (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    try {
      await withTimeout(sql`select 1`.execute(db), timeoutMs);
      return c.json({ status: "ok", database: "up" }, 200);
    } catch (error) {
      c.var.log.warn("health check failed", { error });
      return c.json({ status: "unavailable", database: "down" }, 503);
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
