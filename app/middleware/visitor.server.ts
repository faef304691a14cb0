import { type MiddlewareFunction, redirect } from "react-router";
import { requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { consentFromCookie, languageFromCookie } from "#app/http/cookies.server.ts";
import { languageOfPath } from "#app/i18n/languages.ts";

/** Resolves who is asking once per request: the page's language, where unprefixed paths send them, their consent. */
export const visitorMiddleware: MiddlewareFunction<Response> = async ({
  request,
  url,
  context,
}) => {
  const { secure } = context.get(requestContext);
  const { languages } = context.get(siteContext);
  const cookies = request.headers.get("cookie");
  const prefix = languageOfPath(url.pathname);
  // docs/requirements.md §2: only an enabled language switches the site to it; any other falls back to "/".
  if (prefix && !languages.enabled.includes(prefix)) throw redirect("/", 302);
  const [remembered, consent] = await Promise.all([
    languageFromCookie(cookies, secure),
    consentFromCookie(cookies, secure),
  ]);
  context.set(visitorContext, {
    language: prefix ?? languages.default,
    preferredLanguage:
      remembered && languages.enabled.includes(remembered) ? remembered : languages.default,
    consent,
  });
};
