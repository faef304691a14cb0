import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { deskLoginPath } from "#app/routing/desk-paths.ts";
import { isOwnerLoginPath } from "#app/routing/page-of-route.ts";
import { staffLoginRefusedNow } from "#app/services/admin/staff-login.server.ts";
import { loginRefusedNow } from "#app/services/owners/owner-login.server.ts";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

type RefusedNow = typeof loginRefusedNow;

/** The login forms the gate stands before: the owners' and the desk's (ADR 049), and their login field. */
const logins: { matches: (path: string) => boolean; field: string; refusedNow: RefusedNow }[] = [
  { matches: isOwnerLoginPath, field: "login", refusedNow: loginRefusedNow },
  { matches: (path) => path === deskLoginPath, field: "email", refusedNow: staffLoginRefusedNow },
];

/**
 * ADR 032: a login the throttle refuses anyway (its account or address past the window's maximum,
 * app/domain/login-throttle.ts) is answered here with the plain localized 429, before any page is
 * made, and counts nothing more: a guesser's thousand refused attempts then cost a query each, not a
 * page. The login page's own form, sent by script as `.data`, is answered by its action, which makes
 * no page either. The owners' login and the desk's alike (ADR 049).
 */
export function loginGate(db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const login = c.req.method === "POST" && logins.find(({ matches }) => matches(c.req.path));
    if (!login) return next();
    // A database that does not answer: the router answers, with the localized 503 of every page.
    const refused = await login
      .refusedNow(db, {
        login: async () => {
          const form = await c.req.raw
            .clone()
            .formData()
            .catch(() => undefined);
          const typed = form?.get(login.field);
          return typeof typed === "string" ? typed : "";
        },
        address: c.var.clientAddress,
        now: new Date(),
      })
      .catch(() => false);
    return refused ? statusPage(c, "throttled", c.req.path) : next();
  };
}
