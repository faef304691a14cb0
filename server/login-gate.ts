import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { isOwnerLoginPath } from "#app/routing/page-of-route.ts";
import { loginRefusedNow } from "#app/services/owners/owner-login.server.ts";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * ADR 032: an owner login the throttle refuses anyway (its account or address past the
 * window's maximum, app/domain/login-throttle.ts) is answered here with the plain localized 429, before
 * any page is made, and counts nothing more: a guesser's thousand refused attempts then cost a query
 * each, not a page. The login page's own form, sent by script as `.data`, is answered by its action,
 * which makes no page either.
 */
export function loginGate(db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "POST" || !isOwnerLoginPath(c.req.path)) return next();
    // A database that does not answer: the router answers, with the localized 503 of every page.
    const refused = await loginRefusedNow(db, {
      login: async () => {
        const form = await c.req.raw
          .clone()
          .formData()
          .catch(() => undefined);
        const login = form?.get("login");
        return typeof login === "string" ? login : "";
      },
      address: c.var.clientAddress,
      now: new Date(),
    }).catch(() => false);
    return refused ? statusPage(c, "throttled", c.req.path) : next();
  };
}
