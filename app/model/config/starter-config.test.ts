import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./site-config.ts";
import { starterSiteConfig } from "./starter-config.ts";

describe("the starter configuration", () => {
  it("is a whole valid configuration, unchanged by the schema", () => {
    expect(siteConfigSchema.parse(starterSiteConfig)).toEqual(starterSiteConfig);
  });
});
