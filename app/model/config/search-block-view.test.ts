import { describe, expect, it } from "vitest";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { searchBlockView } from "./search-block-view.ts";
import { type SiteConfig, siteConfigSchema } from "./site-config.ts";

const withBlock = (searchBlock: SiteConfig["searchBlock"]) =>
  siteConfigSchema.parse({ ...testSiteConfig(), searchBlock });

const counts = { sale: 1234, rent: 0 };

describe("search block view (docs/requirements.md §2 Home page)", () => {
  it("replaces {{forSale}} and {{forRent}} by the counts, written the Belgian way", () => {
    const config = withBlock({
      showLogo: false,
      title: { text: { fr: "Trouver un bien" }, public: true },
      descriptions: [{ text: { fr: "{{forSale}} à vendre, {{forRent}} à louer" }, public: true }],
      showCounts: true,
    });
    const view = searchBlockView(config, counts, "nl");
    expect(searchBlockView(config, counts, "fr").title).toBe("Trouver un bien");
    expect(view.descriptions).toEqual([]);
    expect(searchBlockView(config, counts, "fr").descriptions[0]).toMatch(
      /^1.234 à vendre, 0 à louer$/,
    );
    expect(view.buttonCounts).toEqual(counts);
  });

  it("leaves out what is not public, and the counts when the option is off", () => {
    const config = withBlock({
      showLogo: true,
      title: { text: { fr: "Caché" }, public: false },
      descriptions: [{ text: { fr: "Aussi caché" }, public: false }],
      showCounts: false,
    });
    const view = searchBlockView(config, counts, "fr");
    expect(view).toMatchObject({ title: undefined, descriptions: [], buttonCounts: undefined });
  });
});
