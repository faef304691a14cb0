import type { MiddlewareHandler } from "hono";
import { deskAnswerHeaders, isDeskPath } from "#app/routing/desk-paths.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * ADR 049: every answer under /admin/ (a page, its login, a redirect of the guard, an export, a
 * refusal of the login gate) is the member's own: never kept by a cache, never indexed, never framed
 * (the page's policy says `frame-ancestors 'none'` too). It runs inside the page cache, which
 * therefore never keeps one. The one answer that says itself who may frame it keeps that: a mail's
 * HTML part, framed by its own desk page only (ADR 054).
 */
export const deskHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!isDeskPath(c.req.path)) return;
  for (const [header, value] of Object.entries(deskAnswerHeaders)) {
    if (header === "X-Frame-Options" && c.res.headers.has(header)) continue;
    c.res.headers.set(header, value);
  }
};
