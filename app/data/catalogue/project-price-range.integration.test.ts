import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeBanner } from "#app/data/content/home-banner.server.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readProjectPage } from "./project-page.server.ts";

// docs/requirements.md §11: a project without PriceMin and PriceMax shows the range of its units' public prices, on its
// page and in the home banner; a hidden unit price never shows through it.
describe(`a project's price range from its units on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    const [villaFr] = snapshot.properties ?? [];
    const [project] = snapshot.projects ?? [];
    const unit = (ID: number, Price: number, more: object = {}) => ({
      ...villaFr,
      ID,
      Price,
      PriceUnit: null,
      ProjectID: 7,
      ...more,
    });
    folder = await importIntoTestDatabase(t.db, {
      ...snapshot,
      projects: [
        {
          ...project,
          PriceMin: undefined,
          PriceMax: undefined,
          Pictures: [{ Url: "photos/101-1.jpg" }],
        },
      ],
      properties: [
        unit(201, 245000),
        unit(202, 310000),
        // Hidden, sold: neither may widen the range.
        unit(203, 199000, { PublishPrice: false }),
        unit(204, 990000, { PublishPrice: false }),
        unit(205, 150000, { Status: "sold" }),
      ],
    });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("shows the lowest and highest public price of its units on offer on its page", async () => {
    const page = await readProjectPage(t.db, 7, "fr");
    expect(page).toMatchObject({ priceMin: 245000, priceMax: 310000 });
  });

  it("starts the home banner's slide from the lowest public price", async () => {
    const config = siteConfigSchema.parse(testSiteConfig("Immo Lumière", "projects"));
    const banner = await homeBanner(t.db, config, "fr");
    expect(banner).toMatchObject({
      type: "slides",
      slides: [{ title: "Les Jardins de Lasne", fromPrice: "€\u00a0245.000" }],
    });
  });

  it("keeps the CRM's own range when it gives one", async () => {
    await t.db.updateTable("project").set({ price_min: 225000, price_max: 307500 }).execute();
    expect(await readProjectPage(t.db, 7, "fr")).toMatchObject({
      priceMin: 225000,
      priceMax: 307500,
    });
  });
});
