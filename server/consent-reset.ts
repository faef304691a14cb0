import type { MiddlewareHandler } from "hono";
import { clearedConsentCookie } from "#app/http/cookies.server.ts";
import type { AppEnv } from "./hono-env.ts";

/** docs/requirements.md §2 Cookie dialog: `?setcookies` clears the stored consent, then the same page answers without it. */
export function resetConsent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" || !url.searchParams.has("setcookies")) return next();
    url.searchParams.delete("setcookies");
    c.header("Set-Cookie", await clearedConsentCookie(c.var.secure));
    c.header("Cache-Control", "no-store");
    // Leading slashes collapse to one so that "//host" can never become a redirect to another site.
    return c.redirect(`/${url.pathname.replace(/^\/+/, "")}${url.search}`, 302);
  };
}
