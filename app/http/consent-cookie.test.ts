import { describe, expect, it } from "vitest";
import { agreeAll } from "#app/model/consent/consent.ts";
import { consentCookie, consentFromCookie } from "./consent-cookie.ts";

describe("the consent cookie", () => {
  it("is read from a Cookie header among others", () => {
    expect(consentFromCookie("lang=nl; consent=1.1000; other=x", false)?.analytics_storage).toBe(
      true,
    );
    expect(consentFromCookie("lang=nl", false)).toBeUndefined();
  });

  it("over https, is only read from its __Host- cookie, which no subdomain or http page can set", () => {
    expect(consentFromCookie("__Host-consent=1.1000", true)?.analytics_storage).toBe(true);
    expect(consentFromCookie("consent=1.1000", true)).toBeUndefined();
  });

  it("lives the configured number of days, Secure and __Host- over https", () => {
    expect(consentCookie(agreeAll(), 180, true)).toBe(
      "__Host-consent=1.1111; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly; Secure",
    );
    expect(consentCookie(agreeAll(), 180, false)).toBe(
      "consent=1.1111; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly",
    );
  });
});
