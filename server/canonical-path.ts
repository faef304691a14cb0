import type { MiddlewareHandler } from "hono";
import { isLanguage } from "#app/i18n/languages.ts";

/**
 * One URL per page, reached in one 301 with the query string kept:
 * - "/x" goes to "/x/". Files (a dot in the last segment, which covers React Router's "*.data") and
 *   "/__manifest" are left alone.
 * - A page of a language written with capitals ("/FR/A-VENDRE/", "/NL/Te-Koop/") goes to its lower-case
 *   URL, the only form our links use. Unprefixed paths keep their case: they are the spec's original
 *   paths (/Contact-demand/, /A-propos-de-nous/...), which answer 301 to their localized page themselves.
 *   Stored media and built assets are served before this runs (lower-case keys and hashes anyway).
 * The Location is built from the path as it was sent, still percent-encoded: decoding it would turn
 * "/%5cevil.com" into "/\evil.com", which browsers follow to another site. (The request guard refuses
 * backslashes and control characters before this runs.)
 */
export const canonicalPath: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const { pathname, search } = new URL(c.req.url);
  const canonical = canonicalOf(pathname);
  if (canonical === pathname) return next();
  // Leading slashes collapse to one so that "//host" can never become a redirect to another site.
  return c.redirect(`/${canonical.replace(/^\/+/, "")}${search}`, 301);
};

/** The path a page answers at: lower case when it is in a language, with its trailing slash. */
export function canonicalOf(path: string): string {
  if (path === "/__manifest" || isFile(path)) return path;
  const cased = isLanguage(path.split("/")[1]?.toLowerCase()) ? lowerCase(path) : path;
  return cased.endsWith("/") ? cased : `${cased}/`;
}

/** Capital letters in lower case; percent escapes as they are ("%C3%A9" is how browsers send "é"). */
function lowerCase(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Z]/g, (match) =>
    match.length === 3 ? match : match.toLowerCase(),
  );
}

function isFile(path: string): boolean {
  return path.slice(path.lastIndexOf("/") + 1).includes(".");
}
