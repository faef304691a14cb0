import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readSiteConfig, writeSiteConfig } from "./site-config.server.ts";

describe(`the site configuration on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("is absent before anything is written", async () => {
    expect(await readSiteConfig(t.db)).toBeUndefined();
  });

  it("stores, reads back and overwrites a configuration", async () => {
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    expect(await readSiteConfig(t.db)).toEqual(
      siteConfigSchema.parse(testSiteConfig("Immo Lumière")),
    );
    await writeSiteConfig(t.db, testSiteConfig("Immo Soleil", "video"));
    expect((await readSiteConfig(t.db))?.agency.name).toBe("Immo Soleil");
    expect((await readSiteConfig(t.db))?.homeBanner.type).toBe("video");
  });

  it("refuses an invalid configuration and keeps the stored one", async () => {
    const invalid = { ...testSiteConfig(), theme: { brand: "blue", accent: "#b5793b" } };
    await expect(writeSiteConfig(t.db, invalid)).rejects.toThrow(/must be a colour/);
    expect((await readSiteConfig(t.db))?.agency.name).toBe("Immo Soleil");
  });

  it("ignores a stored document that is broken", async () => {
    await sql`update site_setting set value = ${"{broken"} where key = ${"site.config"}`.execute(
      t.db,
    );
    expect(await readSiteConfig(t.db)).toBeUndefined();
  });
});
