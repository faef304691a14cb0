import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { readCategoryArticles } from "#app/data/content/content-reader.server.ts";
import { readPagePlaces } from "#app/data/content/page-documents.server.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { menuPlaceUrls } from "#app/routing/menu-urls.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { demoSiteFile } from "./site-file.ts";

// Issue 27 "Settings as a file": the demo's site file makes the demo agency's configuration, menu and
// articles on an empty, migrated database, as `npm run demo` imports it (its media's keys written in)
// and as `npm run site -- import scripts/demo/site.json` does (its media named by name, left out).
describe(`the demo's site file on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let raw: TestDatabase;
  const image = (id: number) => ({ key: `${id}-0123456789ab`, width: 1600, height: 1067 });
  const media = {
    "banner-1": image(1),
    "banner-2": image(2),
    "page-banner": image(3),
    logo: { key: "4-0123456789ab", width: 1280, height: 1000 },
  };
  const rawFile: unknown = JSON.parse(
    readFileSync(new URL("./site.json", import.meta.url), "utf8"),
  );

  beforeAll(async () => {
    [database, raw] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([database.dispose(), raw.dispose()]));

  it("makes the configuration, the menu and the articles, and exports them as they were", async () => {
    const file = demoSiteFile(media);
    const outcome = await importSite(database.db, file, { dryRun: false, now: new Date() });
    expect(outcome).toMatchObject({ applied: true });
    // A migrated database holds the default site (migration 0008): its pages and standalone texts have
    // the demo's ids and keys and become the file's; the other articles are made.
    const created = "documents" in outcome ? outcome.documents.filter((d) => d.created) : [];
    expect(created.map(({ ref }) => ref.key)).toContain("33");
    expect(await readSiteConfig(database.db)).toEqual(
      siteConfigSchema.parse(file.documents.settings),
    );
    const { exportedAt: _, ...again } = await exportSite(database.db, new Date());
    expect(again).toEqual({ ...file, redirects: [] });
  });

  it("answers every page at its address in every language, the old path with a 301", async () => {
    const { app } = await createTestApp(database);
    const places = await readPagePlaces(database.db);
    const urls = ["fr", "nl", "en", "de"].flatMap((language) => [
      ...menuPlaceUrls(places, language as "fr").values(),
    ]);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/en/about-us/our-services/",
        "/nl/over-ons/onze-diensten/",
        "/de/ueber-uns/unsere-leistungen/",
        "/fr/a-propos/nos-services/",
      ]),
    );
    expect(urls).toHaveLength(places.length * 4);
    for (const url of urls) {
      const answer = await app.request(`http://localhost${url}`, { redirect: "manual" });
      expect(answer.status, url).toBe(200);
    }
    const services = await app.request("http://localhost/en/about-us/our-services/");
    expect(await services.text()).toContain("Selling your property");
    const old = await app.request("http://localhost/en/about-us/nos-services/", {
      redirect: "manual",
    });
    expect([old.status, old.headers.get("Location")]).toEqual([301, "/en/about-us/our-services/"]);
  }, 120_000); // 28 pages rendered one after the other: a busy machine may take longer than the default.

  it("is imported as it is on an empty site: articles made, media named by name left out", async () => {
    const outcome = await importSite(raw.db, rawFile, { dryRun: false, now: new Date() });
    expect(outcome).toMatchObject({
      applied: true,
      leftOut: expect.arrayContaining([
        { where: "settings/homeBanner", names: expect.any(Array), kept: true },
        { where: "settings/pageBanner", names: ["demo:page-banner"], kept: true },
        { where: "article/26", names: expect.arrayContaining(["demo:purchase-offer-en"]) },
      ]),
    });
    const config = await readSiteConfig(raw.db);
    expect(config?.homeBanner).toEqual(starterSiteConfig.homeBanner);
    expect(config?.agency.name).toBe("Immo Lumière");
    const documents = await readCategoryArticles(raw.db, "documents", "en");
    expect(documents.map((d) => [d.title, d.documents])).toContainEqual(["Purchase offer", []]);
    expect(await readCategoryArticles(raw.db, "testimonials", "fr")).toHaveLength(14);
    const { app } = await createTestApp(raw);
    const page = await app.request("http://localhost/en/about-us/our-services/");
    expect([page.status, await page.text()]).toEqual([
      200,
      expect.stringContaining("Free valuation"),
    ]);
  });
});
