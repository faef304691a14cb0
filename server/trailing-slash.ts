import type { MiddlewareHandler } from "hono";

/**
 * One URL per page: "/x" answers 301 to "/x/" with the query string kept.
 * Files (a dot in the last segment, which covers React Router's "*.data") and "/__manifest" are left alone.
 */
export const trailingSlash: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if ((c.req.method === "GET" || c.req.method === "HEAD") && needsSlash(path)) {
    const search = new URL(c.req.url).search;
    // Leading slashes collapse to one so that "//host" can never become a redirect to another site.
    return c.redirect(`/${path.replace(/^\/+/, "")}/${search}`, 301);
  }
  return next();
};

export function needsSlash(path: string): boolean {
  if (path.endsWith("/") || path === "/__manifest") return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}
