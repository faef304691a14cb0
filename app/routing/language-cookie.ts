import { isLanguage, type Language } from "../i18n/languages.ts";
import { readCookie } from "./cookies.ts";

// The visitor's language, remembered from the last language-prefixed page (spec §2: the original,
// unprefixed paths send the visitor to their language, "cookie, then configured default").

export const languageCookieName = "lang";
const oneYear = 60 * 60 * 24 * 365;

export function languageFromCookie(header: string | null | undefined): Language | undefined {
  const value = readCookie(header, languageCookieName);
  return isLanguage(value) ? value : undefined;
}

export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language of a visitor on an unprefixed path: the remembered one if enabled, else the default. */
export function visitorLanguage(
  cookieHeader: string | null | undefined,
  configured: { enabled: Language[]; default: Language } | undefined,
  fallback: Language,
): Language {
  const remembered = languageFromCookie(cookieHeader);
  if (remembered && (!configured || configured.enabled.includes(remembered))) return remembered;
  return configured?.default ?? fallback;
}
