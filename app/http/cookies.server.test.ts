import { describe, expect, it } from "vitest";
import { agreeAll, consentCookieText, declineAll } from "#app/model/consent/consent.ts";
import { sortedAttributes } from "#tests/support/set-cookie.ts";
import {
  clearedConsentCookie,
  consentCookie,
  consentFromCookie,
  languageCookie,
  languageFromCookie,
} from "./cookies.server.ts";

describe("the language cookie", () => {
  it("is read among other cookies, URI-encoded or in double quotes (RFC 6265) as well", async () => {
    for (const header of ["other=1; lang=de", "lang=%64e", 'lang="de"', 'x=1; lang="%64e"; y=2'])
      expect(await languageFromCookie(header, false)).toBe("de");
  });

  it("ignores a missing, unknown or malformed value", async () => {
    for (const header of [undefined, null, "", "lang=", "lang=xx", 'lang="de', "lang=%E0%A4%A"])
      expect(await languageFromCookie(header, false)).toBeUndefined();
  });

  it("is only read from its __Host- name over https, and only from the plain one over http", async () => {
    expect(await languageFromCookie("__Host-lang=nl", true)).toBe("nl");
    expect(await languageFromCookie("lang=nl", true)).toBeUndefined();
    expect(await languageFromCookie("__Host-lang=nl", false)).toBeUndefined();
  });

  it("keeps its plain value on the wire for a year, Secure and __Host- over https", async () => {
    expect(sortedAttributes(await languageCookie("nl", false))).toBe(
      sortedAttributes("lang=nl; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly"),
    );
    expect(sortedAttributes(await languageCookie("nl", true))).toBe(
      sortedAttributes("__Host-lang=nl; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure"),
    );
  });
});

describe("the consent cookie", () => {
  it("is read among other cookies, URI-encoded or in double quotes as well", async () => {
    for (const header of [
      "lang=nl; consent=1.1000; other=x",
      "consent=1%2E1000",
      'consent="1.1000"',
    ])
      expect((await consentFromCookie(header, false))?.analytics_storage).toBe(true);
  });

  it("ignores a missing or malformed value, which asks again", async () => {
    for (const header of ["lang=nl", "consent=", "consent=2.1111", "consent=%", 'consent="1.1000'])
      expect(await consentFromCookie(header, false)).toBeUndefined();
  });

  it("over https, is only read from its __Host- cookie, which no subdomain or http page can set", async () => {
    expect((await consentFromCookie("__Host-consent=1.1000", true))?.analytics_storage).toBe(true);
    expect(await consentFromCookie("consent=1.1000", true)).toBeUndefined();
    expect(await consentFromCookie("__Host-consent=1.1000", false)).toBeUndefined();
  });

  it("lives the configured number of days, Secure and __Host- over https", async () => {
    expect(sortedAttributes(await consentCookie(agreeAll(), 180, true))).toBe(
      sortedAttributes(
        "__Host-consent=1.1111; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly; Secure",
      ),
    );
    expect(sortedAttributes(await consentCookie(agreeAll(), 180, false))).toBe(
      sortedAttributes("consent=1.1111; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly"),
    );
  });

  it("is written by the dialog's script as the server writes it, HttpOnly aside", async () => {
    for (const secure of [true, false]) {
      const served = sortedAttributes(await consentCookie(declineAll(), 30, secure));
      const written = sortedAttributes(`${consentCookieText(declineAll(), 30, secure)}; HttpOnly`);
      expect(written).toBe(served);
    }
  });

  it("is cleared at once by ?setcookies", async () => {
    expect(sortedAttributes(await clearedConsentCookie(true))).toBe(
      sortedAttributes("__Host-consent=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure"),
    );
  });
});
