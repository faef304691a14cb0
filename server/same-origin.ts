import type { MiddlewareHandler } from "hono";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

const safeMethods = ["GET", "HEAD", "OPTIONS"];

/**
 * Every state-changing request (a POST: consent, forms, logins) must come from our own pages.
 * Browsers say where a request comes from: `Sec-Fetch-Site` (all current ones), else `Origin`; a request
 * that says neither is not from a browser page, so no visitor's cookies can be abused through it.
 * The origin is compared with the Host the browser addressed (a page elsewhere cannot change it) and
 * with the site's own origin (PUBLIC_URL: for a proxy in front that rewrites the Host).
 * Exempt paths (the CSP report endpoint) change nothing a visitor owns.
 */
export function sameOriginPosts(exempt: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (safeMethods.includes(c.req.method) || exempt.includes(c.req.path)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite = fetchSite
      ? fetchSite !== "same-origin" && fetchSite !== "none"
      : origin !== undefined && !isOwnOrigin(origin, c.req.header("host"), c.var.origin);
    if (!crossSite) return next();
    c.var.log.warn("cross-site request refused", {
      method: c.req.method,
      path: c.req.path,
      origin,
      fetchSite,
    });
    return statusPage(c, "forbidden", c.req.path);
  };
}

function isOwnOrigin(origin: string, host: string | undefined, siteOrigin: string) {
  if (origin === siteOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) or garbage.
    return false;
  }
}
