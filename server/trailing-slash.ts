import type { MiddlewareHandler } from "hono";

/**
 * One URL per page: "/x" answers 301 to "/x/" with the query string kept.
 * Files (a dot in the last segment, which covers React Router's "*.data") and "/__manifest" are left alone.
 * The Location is built from the path as it was sent, still percent-encoded: decoding it would turn
 * "/%5cevil.com" into "/\evil.com", which browsers follow to another site. (The request guard refuses
 * backslashes and control characters before this runs.)
 */
export const trailingSlash: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const { pathname, search } = new URL(c.req.url);
  if (!needsSlash(pathname)) return next();
  // Leading slashes collapse to one so that "//host" can never become a redirect to another site.
  return c.redirect(`/${pathname.replace(/^\/+/, "")}/${search}`, 301);
};

export function needsSlash(path: string): boolean {
  if (path.endsWith("/") || path === "/__manifest") return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}
