import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { settingsGroups } from "./settings-groups.ts";

describe("the settings groups", () => {
  it("hold every top-level key of the site configuration, once", () => {
    expect([...settingsGroups].sort()).toEqual(Object.keys(siteConfigSchema.shape).sort());
  });
});
