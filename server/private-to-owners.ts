import type { MiddlewareHandler } from "hono";
import { ownerSessionCookie } from "#app/services/owners/session.server.ts";
import type { AppEnv } from "./hono-env.ts";

// docs/requirements.md §15: a public page asked with an owner's session cookie may be made for that owner (the top
// bar's "My portal"). The page cache neither serves nor keeps such a request (server/page-cache.ts);
// this tells the browser and any shared cache in front the same: the answer is the visitor's own.
// The owner area's pages are already `private, no-store` (app/middleware/owner.server.ts).
const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Host-)?${ownerSessionCookie}=`);

export function privateToOwners(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!sessionCookie.test(c.req.header("cookie") ?? "")) return;
    if (!(c.res.headers.get("Cache-Control") ?? "").includes("no-store"))
      c.res.headers.set("Cache-Control", "private, no-cache");
  };
}
