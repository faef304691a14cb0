import { type Cookie, type CookieOptions, createCookie } from "react-router";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { type Consent, parseConsent, serializeConsent } from "#app/model/consent/consent.ts";
import type { LeadSource } from "#app/model/leads/lead.ts";

/**
 * One of our cookies. Over https its name carries the `__Host-` prefix, which the browser accepts only
 * with Secure, Path=/ and no Domain, so neither a subdomain nor a plain-http page can set it; only that
 * name is read then. A cookie kept to a part of the site (the desk's, Path=/admin/, ADR 049) takes
 * `__Secure-` instead, which a plain-http page cannot set either. HttpOnly, since no script of ours
 * reads them.
 */
export function siteCookie(name: string, secure: boolean, options: CookieOptions = {}): Cookie {
  const path = options.path ?? "/";
  const prefix = path === "/" ? "__Host-" : "__Secure-";
  return createCookie(secure ? `${prefix}${name}` : name, {
    path,
    sameSite: "lax",
    httpOnly: true,
    secure,
    ...options,
  });
}

/**
 * The language and consent cookies keep their plain values on the wire ("lang=nl", "consent=1.1010",
 * ADR 006), which visitors already hold. createCookie stores JSON in base64 and offers no codec of its
 * own, but hands its base64 to the serializer's `encode` and reads its base64 from the parser's
 * `decode`: these two turn that into the plain value and back. That hand-over is React Router's
 * own way of working, not a promise: cookies.server.test.ts pins the wire format for its upgrades.
 */
const plainValue: CookieOptions = {
  encode: (base64) => encodeURIComponent(JSON.parse(Buffer.from(base64, "base64").toString())),
  decode: (raw) => Buffer.from(JSON.stringify(plainText(raw))).toString("base64"),
};

/** A raw cookie value: RFC 6265 allows it in double quotes, and browsers send what was set, %-encoded or not. */
function plainText(raw: string): string {
  const unquoted =
    raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/** The cookie of that name for a request: plain over http, `__Host-` over https. */
function byProtocol(name: string, options: CookieOptions): (secure: boolean) => Cookie {
  const plain = siteCookie(name, false, options);
  const hostOnly = siteCookie(name, true, options);
  return (secure) => (secure ? hostOnly : plain);
}

const oneYear = 60 * 60 * 24 * 365;
const languageCookieFor = byProtocol("lang", { ...plainValue, maxAge: oneYear });
const consentCookieFor = byProtocol("consent", plainValue);

/** The text of a cookie in a Cookie header, or undefined when it is absent. */
async function readText(cookie: Cookie, header: string | null | undefined) {
  const value: unknown = await cookie.parse(header ?? null);
  return typeof value === "string" ? value : undefined;
}

/** The language remembered from the last language-prefixed page (docs/requirements.md §2), if it is one of ours. */
export async function languageFromCookie(
  header: string | null | undefined,
  secure: boolean,
): Promise<Language | undefined> {
  const value = await readText(languageCookieFor(secure), header);
  return isLanguage(value) ? value : undefined;
}

export function languageCookie(language: Language, secure: boolean): Promise<string> {
  return languageCookieFor(secure).serialize(language);
}

// docs/requirements.md §14: where a visitor who gave advertising-data consent first landed, for 30 days (first touch).
const leadSourceCookieFor = byProtocol("lead_source", { maxAge: 30 * 86_400 });

/** The stored lead source as it comes (model/leads/lead-source.ts reads it), undefined without one. */
export async function leadSourceFromCookie(
  header: string | null | undefined,
  secure: boolean,
): Promise<unknown> {
  return (await leadSourceCookieFor(secure).parse(header ?? null)) ?? undefined;
}

export function leadSourceCookie(source: LeadSource, secure: boolean): Promise<string> {
  return leadSourceCookieFor(secure).serialize(source);
}

/** The stored consent (docs/requirements.md §3 Consent record), if any and well formed. */
export async function consentFromCookie(
  header: string | null | undefined,
  secure: boolean,
): Promise<Consent | undefined> {
  return parseConsent(await readText(consentCookieFor(secure), header));
}

/** The visitor's choice, kept for the configured number of days (docs/requirements.md §9). */
export function consentCookie(consent: Consent, expiryDays: number, secure: boolean) {
  return consentCookieFor(secure).serialize(serializeConsent(consent), {
    maxAge: expiryDays * 86_400,
  });
}

/** docs/requirements.md §2: `?setcookies` clears the stored consent so that the dialog asks again. */
export function clearedConsentCookie(secure: boolean): Promise<string> {
  return consentCookieFor(secure).serialize("", { maxAge: 0 });
}
