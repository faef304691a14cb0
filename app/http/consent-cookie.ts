import {
  type Consent,
  consentCookieName,
  parseConsent,
  serializeConsent,
} from "#app/model/consent/consent.ts";
import { cookieAttributes, cookieName, readCookie } from "./cookies.ts";

// spec §4: the visitor's consent (model/consent/consent.ts) kept in a cookie of ours.

/** The stored consent in a Cookie header, if any and well formed (over https only the `__Host-` one). */
export function consentFromCookie(
  header: string | null | undefined,
  secure: boolean,
): Consent | undefined {
  return parseConsent(readCookie(header, cookieName(consentCookieName, secure)));
}

export function consentCookie(consent: Consent, expiryDays: number, secure: boolean): string {
  return `${cookieName(consentCookieName, secure)}=${serializeConsent(consent)}; ${cookieAttributes(expiryDays * 86_400, secure)}`;
}

/** spec §2: `?setcookies` clears the stored consent so that the dialog asks again. */
export function clearedConsentCookie(secure: boolean): string {
  return `${cookieName(consentCookieName, secure)}=; ${cookieAttributes(0, secure)}`;
}
