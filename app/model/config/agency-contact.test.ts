import { describe, expect, it } from "vitest";
import { readBody } from "#app/model/admin/settings/form-body.ts";
import { groupSchema, type SettingsGroup } from "#app/model/admin/settings/settings-groups.ts";
import { settingsPost } from "#tests/support/settings-form.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { officeHoursSchema, socialLinksSchema } from "./agency-contact.ts";
import { siteConfigSchema } from "./site-config.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the options issue 27 added to the configuration", () => {
  it("leave a configuration stored before them valid, with their defaults", () => {
    const old = testSiteConfig() as Record<string, unknown> & { agency: object; listings: object };
    const { seo: _seo, ...stored } = {
      ...old,
      agency: { ...old.agency },
      listings: { soldListed: true },
      cookieConsent: { expiryDays: 180 },
    } as Record<string, unknown>;
    const config = siteConfigSchema.parse(stored);
    expect(config.agency.social).toEqual({});
    expect(config.agency.officeHours).toEqual({});
    expect(config.listings).toEqual({ soldListed: true, perPage: 12 });
    expect(config.cookieConsent).toEqual({ expiryDays: 180, title: {}, text: {} });
    expect(config.seo).toEqual({ description: {} });
  });

  it("take social links only as https addresses of their own network", () => {
    const ok = socialLinksSchema.parse({
      facebook: "https://www.facebook.com/immolumiere",
      x: "https://twitter.com/immolumiere",
      youtube: "https://youtube.com/@immolumiere",
    });
    expect(ok.facebook).toBe("https://www.facebook.com/immolumiere");
    for (const [network, url, message] of [
      ["facebook", "http://www.facebook.com/a", "must be an https address on facebook.com"],
      [
        "instagram",
        "https://instagram.com.evil.example/a",
        "must be an https address on instagram.com",
      ],
      ["linkedin", "https://evil.example/linkedin.com", "must be an https address on linkedin.com"],
      ["x", "javascript:alert(1)//x.com", "must be an https address on x.com or twitter.com"],
    ] as const)
      expect(messages(socialLinksSchema.safeParse({ [network]: url })), url).toEqual([message]);
  });

  it("take office hours as one or two ranges a day, each ending after it starts, in order", () => {
    expect(
      officeHoursSchema.parse({ mon: ["09:00-12:30", "13:30-18:00"], sat: ["10:00-12:00"] }),
    ).toEqual({ mon: ["09:00-12:30", "13:30-18:00"], sat: ["10:00-12:00"] });
    expect(messages(officeHoursSchema.safeParse({ mon: ["12:00-09:00"] }))).toEqual([
      "a slot must end after it starts",
    ]);
    expect(messages(officeHoursSchema.safeParse({ tue: ["13:00-18:00", "09:00-12:00"] }))).toEqual([
      "the second range must start after the first ends",
    ]);
    expect(
      officeHoursSchema.safeParse({ wed: ["09:00-10:00", "11:00-12:00", "13:00-14:00"] }).success,
    ).toBe(false);
    expect(officeHoursSchema.safeParse({ thu: [] }).success).toBe(false);
  });

  it("take 12, 24 or 36 results per page", () => {
    const listings = groupSchema("listings");
    expect(listings.safeParse({ soldListed: false, perPage: 24 }).success).toBe(true);
    expect(messages(listings.safeParse({ soldListed: false, perPage: 30 }))).toEqual([
      "must be 12, 24 or 36",
    ]);
  });

  it("are drawn in the settings forms and read back unchanged", () => {
    const filled = siteConfigSchema.parse({
      ...testSiteConfig(),
      listings: { soldListed: false, perPage: 36 },
      cookieConsent: {
        expiryDays: 90,
        title: { fr: "Vos choix" },
        text: { fr: "Nous utilisons…" },
      },
      seo: {
        titleSuffix: " | Immo Lumière",
        description: { fr: "L’agence de Namur", nl: "Het kantoor in Namen" },
      },
    });
    filled.agency.social = { facebook: "https://facebook.com/immo", x: "https://x.com/immo" };
    filled.agency.officeHours = { mon: ["09:00-12:30", "13:30-18:00"], sat: ["10:00-12:00"] };
    for (const group of ["agency", "listings", "cookieConsent", "seo"] as SettingsGroup[]) {
      const form = new FormData();
      for (const [name, value] of settingsPost(group, filled[group])) form.append(name, value);
      expect(groupSchema(group).parse(readBody(groupSchema(group), form)), group).toEqual(
        filled[group],
      );
    }
  });
});
