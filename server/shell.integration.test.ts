import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §2 Language switcher ("shown only if more than one language is in use; shows code or flag") and
// Footer (columns with images).
describe(`the configured shell on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const home = async () => (await site.app.request("http://localhost/fr/")).text();
  const configure = (languages: Partial<ReturnType<typeof testSiteConfig>["languages"]>) =>
    writeSiteConfig(database.db, {
      ...testSiteConfig(),
      languages: { ...testSiteConfig().languages, ...languages },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("shows codes by default, flags when configured, the language's name always", async () => {
    await configure({ enabled: ["fr", "nl"], default: "fr" });
    const codes = await home();
    expect(codes).toMatch(
      /hrefLang="nl" lang="nl">NL<span class="visually-hidden"> (<!-- -->)?Nederlands/,
    );
    expect(codes).not.toContain('class="flag"');
    await configure({ enabled: ["fr", "nl"], default: "fr", switcher: "flag" });
    const flags = await home();
    expect(flags).toMatch(/hrefLang="nl" lang="nl"><svg class="flag"/);
    expect(flags).toMatch(/<\/svg><span class="visually-hidden"> (<!-- -->)?Nederlands<\/span>/);
  });

  it("draws the footer columns' images with their text alternative", async () => {
    await writeSiteConfig(database.db, {
      ...testSiteConfig(),
      footer: {
        columns: [
          {
            title: { text: { fr: "Agréée" }, public: true },
            images: [{ key: "7-0123456789ab", width: 300, height: 120, alt: { fr: "Agent IPI" } }],
            width: 4,
          },
        ],
        copyright: {},
      },
    });
    expect(await home()).toMatch(/<img src="\/media\/7-0123456789ab\/[^"]+" [^>]*alt="Agent IPI"/);
  });

  it("leaves the switcher out with a single language", async () => {
    await configure({ enabled: ["fr"], default: "fr" });
    expect(await home()).not.toContain('class="language-switcher"');
  });
});
