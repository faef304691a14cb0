import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { decodedPath, hasUnsafePathCharacter } from "#app/http/path-characters.ts";
import { maxUploadBytes } from "#app/model/media/media-limits.ts";
import { deskSessionCookie } from "#app/services/admin/staff-session.server.ts";
import { statusPage } from "./error-page.ts";
import type { AppEnv } from "./hono-env.ts";

// Limits far above any address of ours (the deepest, a project unit, has 7 segments and stays under
// 300 characters) and below what costs us: React Router matches every parent path of a 404 for route
// discovery, a cost that grows with the square of the segment count (ADR 008).
export const maxPathLength = 1024;
export const maxSegments = 16;
// The browser's route discovery asks /__manifest with URLs up to 7,680 characters.
const maxUrlLength = 8192;
const allowedMethods = ["GET", "HEAD", "POST"];

/**
 * Refuses, before any routing, requests no page of ours could answer: other methods (405), addresses
 * too long (414) or too deep (404), paths with broken percent-escapes, invalid UTF-8, control characters
 * or backslashes (400). Each answer is cheap and says what happened in the visitor's language.
 */
export const requestGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!allowedMethods.includes(c.req.method)) {
    return c.text("Method Not Allowed", 405, { Allow: allowedMethods.join(", ") });
  }
  const { pathname, search } = new URL(c.req.url);
  if (pathname.length > maxPathLength || pathname.length + search.length > maxUrlLength) {
    return statusPage(c, "uriTooLong", pathname);
  }
  const path = decodedPath(pathname);
  if (path === undefined || hasUnsafePathCharacter(path))
    return statusPage(c, "badRequest", pathname);
  if (path.split("/").length - 1 > maxSegments) return statusPage(c, "notFound", pathname);
  return next();
};

// Far above any form of ours (a lead's remarks run to a few kilobytes), far below what memory bears.
export const maxBodyBytes = 64 * 1024;

/**
 * Refuses a body larger than any form of ours with 413 before anything reads it whole (a form parser,
 * the CSP report): counted as it arrives when no Content-Length announces it.
 */
const limitTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => statusPage(c as Context<AppEnv>, "tooLarge", c.req.path),
  });
const bodyLimitGuard = limitTo(maxBodyBytes);

// The desk's two forms that carry a file, each read only once the desk's guard let an admin in, on its
// one address; every other form keeps the small limit. The redirects CSV (ADR 057): up to 10,000 rows
// of two addresses. The media library's upload (ADR 059): the largest upload cap, with room for the
// form's other fields. Only a request carrying a desk cookie gets them: an anonymous one, which the
// desk's guard would refuse anyway, is refused here before a large body is taken in (413).
const uploadGuards: Record<string, MiddlewareHandler> = {
  "/admin/redirects/": limitTo(4 * 1024 * 1024),
  "/admin/media/": limitTo(Math.max(...Object.values(maxUploadBytes)) + maxBodyBytes),
};

// The desk's document editors (issue 27: settings, pages, collections): an article may hold 100,000
// characters in each of four languages (app/model/content/article.ts), which a form sends URL-encoded:
// six bytes for an accented letter (two UTF-8 bytes, each as %XX), 2.4 MB at the most; a footer holds
// texts in four languages. Their forms may be larger than a visitor's, under the same rule: only with a
// desk cookie.
const documentEditors = ["/admin/settings/", "/admin/pages/", "/admin/collections/"];
export const maxDocumentFormBytes = 4 * 1024 * 1024;
const documentGuard = limitTo(maxDocumentFormBytes);

const deskLimit = (path: string) =>
  uploadGuards[path] ??
  (documentEditors.some((prefix) => path.startsWith(prefix)) ? documentGuard : undefined);

const deskCookie = new RegExp(`(?:^|;)\\s*(?:__Host-)?${deskSessionCookie}=`);
const hasDeskCookie = (header: string | undefined) => deskCookie.test(header ?? "");

// A GET or HEAD has no body we read: asking for one would build a second, web request for nothing.
export const bodyGuard: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const desk = hasDeskCookie(c.req.header("cookie")) ? deskLimit(c.req.path) : undefined;
  return (desk ?? bodyLimitGuard)(c, next);
};
