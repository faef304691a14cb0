import type { ShouldRevalidateFunction } from "react-router";
import { languageOfPath } from "#app/i18n/languages.ts";

/** For the document and the site shell: their data changes with the language only, or after a form post. */
export const revalidateOnLanguage: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
