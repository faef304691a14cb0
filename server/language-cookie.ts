import type { MiddlewareHandler } from "hono";
import { languageCookie, languageFromCookie } from "#app/http/cookies.server.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import type { AppEnv } from "./hono-env.ts";

/** Remembers the language of the pages a visitor reads, for the unprefixed paths (app/http/cookies.server.ts). */
export function rememberLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const secure = c.get("secure");
    await next();
    const language = languageOfPath(c.req.path);
    if (!language || c.req.method !== "GET" || c.res.status !== 200) return;
    if ((await languageFromCookie(c.req.header("cookie"), secure)) === language) return;
    c.res.headers.append("Set-Cookie", await languageCookie(language, secure));
    // A response that sets a visitor's cookie is for that visitor only (one never stored stays so).
    const cacheControl = c.res.headers.get("Cache-Control");
    if (cacheControl && !cacheControl.includes("no-store"))
      c.res.headers.set("Cache-Control", "private, no-cache");
  };
}
