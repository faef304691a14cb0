import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import { readPagePlaces } from "#app/data/content/page-documents.server.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { menuPlaceUrls } from "#app/routing/menu-urls.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { demoContent } from "./content.ts";
import { demoSiteFile } from "./site-file.ts";

// Issue 27 "Settings as a file": the demo's site file makes the demo agency's configuration and menu on
// an empty, migrated database (its articles and categories written first, as `npm run demo` does), and
// every page then answers at its address in every language.
describe(`the demo's site file on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const image = (id: number) => ({ key: `${id}-0123456789ab`, width: 1600, height: 1067 });
  const media = {
    "banner-1": image(1),
    "banner-2": image(2),
    "page-banner": image(3),
    logo: { key: "4-0123456789ab", width: 1280, height: 1000 },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const today = new Date("2026-11-22T00:00:00.000Z");
    await database.db
      .transaction()
      .execute((trx) =>
        replaceSiteContent(trx, { ...demoContent(new Map(), today), pages: [] }, today),
      );
  });
  afterAll(() => database.dispose());

  it("makes the configuration and the menu, parents before children", async () => {
    const file = demoSiteFile(media);
    const outcome = await importSite(database.db, file, { dryRun: false, now: new Date() });
    expect(outcome).toMatchObject({ applied: true });
    const created = "documents" in outcome ? outcome.documents.filter((d) => d.created) : [];
    expect(created).toHaveLength(Object.keys(file.documents.page ?? {}).length);
    expect(await readSiteConfig(database.db)).toEqual(
      siteConfigSchema.parse(file.documents.settings),
    );
    // The articles come from the demo's content (written first), not from its site file (ADR 063).
    const { exportedAt: _, documents, ...again } = await exportSite(database.db, new Date());
    const { article: _articles, ...fromFile } = documents;
    expect({ ...again, documents: fromFile }).toEqual({ ...file, redirects: [] });
  });

  it("answers every page at its address in every language", async () => {
    const { app } = await createTestApp(database);
    const places = await readPagePlaces(database.db);
    const urls = ["fr", "nl", "en", "de"].flatMap((language) => [
      ...menuPlaceUrls(places, language as "fr").values(),
    ]);
    expect(urls).toContain("/en/about-us/our-services/");
    expect(urls).toHaveLength(places.length * 4);
    for (const url of urls) {
      const answer = await app.request(`http://localhost${url}`, { redirect: "manual" });
      expect(answer.status, url).toBe(200);
    }
    const about = await app.request("http://localhost/en/about-us/our-services/");
    expect(await about.text()).toContain("Our services");
  });
});
