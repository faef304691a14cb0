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
