import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { bannerTypes } from "./site-file.ts";

describe("the demo site configuration", () => {
  it.each(bannerTypes)("is valid with a %s home banner", (type) => {
    expect(siteConfigSchema.parse(testSiteConfig("Immo Lumière", type)).homeBanner.type).toBe(type);
  });

  it.each([
    [
      "a default language that is not enabled",
      { languages: { enabled: ["fr"], default: "nl" } },
      "the default language must be enabled",
    ],
    [
      "a colour that is not one",
      { theme: { brand: "navy", accent: "#b5793b" } },
      "must be a colour",
    ],
    ["an analytics id of another kind", { siteInfo: { analyticsId: "UA-1234" } }, "siteInfo"],
    [
      "a link to another scheme",
      { topBar: { show: true, left: [{ label: {}, href: "javascript:alert(1)" }], right: [] } },
      "must be a site path",
    ],
    ["a cookie lifetime of ten years", { cookieConsent: { expiryDays: 3650 } }, "cookieConsent"],
  ])("refuses %s", (_, change, message) => {
    const result = siteConfigSchema.safeParse({ ...testSiteConfig(), ...change });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });
});
