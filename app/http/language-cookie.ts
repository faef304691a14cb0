import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { cookieAttributes, cookieName, readCookie } from "./cookies.ts";

// The visitor's language, remembered from the last language-prefixed page (spec §2: the original,
// unprefixed paths send the visitor to their language, "cookie, then configured default").

export const languageCookieName = "lang";
const oneYear = 60 * 60 * 24 * 365;

export function languageFromCookie(
  header: string | null | undefined,
  secure: boolean,
): Language | undefined {
  const value = readCookie(header, cookieName(languageCookieName, secure));
  return isLanguage(value) ? value : undefined;
}

export function languageCookie(language: Language, secure: boolean): string {
  return `${cookieName(languageCookieName, secure)}=${language}; ${cookieAttributes(oneYear, secure)}`;
}

/** The language of a visitor on an unprefixed path: the remembered one if enabled, else the default. */
export function visitorLanguage(
  cookieHeader: string | null | undefined,
  secure: boolean,
  configured: { enabled: Language[]; default: Language } | undefined,
  fallback: Language,
): Language {
  const remembered = languageFromCookie(cookieHeader, secure);
  if (remembered && (!configured || configured.enabled.includes(remembered))) return remembered;
  return configured?.default ?? fallback;
}
