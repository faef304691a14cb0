import { type MiddlewareFunction, redirect } from "react-router";
import { requestContext, siteContext, visitorContext } from "#app/contexts.ts";
import { languageFromCookie } from "#app/http/language-cookie.ts";
import { languageOfPath } from "#app/i18n/languages.ts";
import { consentFromCookie } from "#app/model/consent/consent.ts";

/** Resolves who is asking once per request: the page's language, where unprefixed paths send them, their consent. */
export const visitorMiddleware: MiddlewareFunction<Response> = ({ request, url, context }) => {
  const { secure } = context.get(requestContext);
  const { languages } = context.get(siteContext);
  const cookies = request.headers.get("cookie");
  const prefix = languageOfPath(url.pathname);
  // spec §2: only an enabled language switches the site to it; any other falls back to "/".
  if (prefix && !languages.enabled.includes(prefix)) throw redirect("/", 302);
  const remembered = languageFromCookie(cookies, secure);
  context.set(visitorContext, {
    language: prefix ?? languages.default,
    preferredLanguage:
      remembered && languages.enabled.includes(remembered) ? remembered : languages.default,
    consent: consentFromCookie(cookies, secure),
  });
};
