import { describe, expect, it } from "vitest";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { shellView } from "./shell-view.ts";
import { siteConfigSchema } from "./site-config.ts";

const config = siteConfigSchema.parse(testSiteConfig());

describe("shellView", () => {
  it("resolves the top bar for the language; tel, mailto and external links open in a new tab", () => {
    const view = shellView(config, "nl");
    expect(view.topBar?.left).toEqual([
      { label: "02 345 67 89", href: "tel:+3223456789", icon: "phone", newTab: true },
      { label: "Mail ons", href: "mailto:info@immo-lumiere.example", icon: "mail", newTab: true },
    ]);
    expect(view.topBar?.right[0]).toEqual({
      label: "Eigenaarslogin",
      href: "/login/",
      icon: "user",
      newTab: false,
    });
  });

  it("shows a tel: link's number by the phone rule and leaves worded labels as typed (docs/requirements.md §5)", () => {
    const [call, mail] = config.topBar.left;
    if (!call || !mail) throw new Error("the test configuration has a phone and a mail link");
    const typed = siteConfigSchema.parse({
      ...testSiteConfig(),
      topBar: {
        show: true,
        left: [
          { ...call, label: { fr: "023 45 67 89" } },
          { ...call, label: { fr: "Appelez-nous" } },
          { ...mail, label: { fr: "02 345 67 89" } },
        ],
        right: [],
      },
    });
    expect(shellView(typed, "fr").topBar?.left.map((link) => link.label)).toEqual([
      "02 345 67 89",
      "Appelez-nous",
      "02 345 67 89",
    ]);
  });

  it("leaves out inactive links, hidden texts and a hidden top bar", () => {
    const hidden = siteConfigSchema.parse({
      ...testSiteConfig(),
      topBar: { show: false, left: [], right: [] },
    });
    expect(shellView(hidden, "fr").topBar).toBeUndefined();
    const inactive = siteConfigSchema.parse({
      ...testSiteConfig(),
      topBar: {
        show: true,
        left: [{ label: { fr: "X" }, href: "/fr/", active: false }],
        right: [],
      },
    });
    expect(shellView(inactive, "fr").topBar?.left).toEqual([]);
    const privateTitle = siteConfigSchema.parse({
      ...testSiteConfig(),
      footer: {
        columns: [{ title: { text: { fr: "Secret" }, public: false }, width: 4 }],
        copyright: {},
      },
    });
    expect(shellView(privateTitle, "fr").footer.columns[0]?.title).toBeUndefined();
  });

  it("gives the footer columns and copyright in the language", () => {
    const view = shellView(config, "de");
    expect(view.footer.columns.map((c) => c.title)).toEqual([
      "Immo Lumière",
      "Besuchen Sie uns",
      "Nützlich",
    ]);
    expect(view.footer.copyright).toBe("Immo Lumière GmbH, IPI 512.345");
  });

  it("gives the footer images with their text alternative in the language", () => {
    const withLogo = siteConfigSchema.parse({
      ...testSiteConfig(),
      footer: {
        columns: [
          {
            title: { text: { fr: "Agréé" }, public: true },
            images: [
              { key: "7-0123456789ab", width: 300, height: 120, alt: { fr: "IPI", nl: "BIV" } },
            ],
            width: 4,
          },
        ],
        copyright: {},
      },
    });
    expect(shellView(withLogo, "nl").footer.columns[0]?.images).toEqual([
      { key: "7-0123456789ab", width: 300, height: 120, alt: "BIV" },
    ]);
  });

  it("draws a bare shell without configuration", () => {
    expect(shellView(undefined, "en")).toEqual({
      languageDisplay: "code",
      consentDays: 180,
      consentTexts: {},
      footer: { columns: [], copyright: "", social: [] },
    });
  });
});
