import type { MiddlewareHandler } from "hono";
import {
  consentFromCookie,
  leadSourceCookie,
  leadSourceFromCookie,
} from "#app/http/cookies.server.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { landingSource } from "#app/model/leads/lead-source.ts";
import type { AppEnv } from "./hono-env.ts";

/**
 * docs/requirements.md §14: a visitor who gave advertising-data consent (ad_user_data) and lands on a page from an ad
 * or another site keeps that source in a cookie (the first one, for 30 days), which a lead form stores
 * with the lead. Without that consent nothing is kept.
 */
export function rememberLeadSource(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200 || !languageOfPath(c.req.path)) return;
    const header = c.req.header("cookie");
    const secure = c.var.secure;
    if (!(await consentFromCookie(header, secure))?.ad_user_data) return;
    if ((await leadSourceFromCookie(header, secure)) !== undefined) return;
    const source = landingSource(new URL(c.req.url), c.req.header("referer"));
    if (!source) return;
    c.res.headers.append("Set-Cookie", await leadSourceCookie(source, secure));
    // A response that sets a visitor's cookie is for that visitor only.
    if (c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
  };
}
