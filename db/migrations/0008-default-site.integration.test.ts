import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArticle, readMenuPages } from "#app/data/content/content-reader.server.ts";
import { languages } from "#app/i18n/languages.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// ADR 013: a database without menu pages gets the default site once; one that holds the
// agency's own pages keeps them as they are.
describe(`migration 0008 on ${engineUnderTest}`, () => {
  let fresh: TestDatabase;
  let withPages: TestDatabase;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    withPages = await createTestDatabase({ migrate: false });
    const migrator = new Migrator({
      db: withPages.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0005-listing-order-and-counts")).error).toBeUndefined();
    await writeDemoContent(withPages.db);
    await migrateToLatest(withPages.db);
  });
  afterAll(async () => {
    await fresh.dispose();
    await withPages.dispose();
  });

  it("writes the published menu pages of docs/requirements.md §2, titled in every language", async () => {
    const pages = await readMenuPages(fresh.db);
    expect(pages.map((page) => page.path)).toEqual([
      "home",
      "for-sale",
      "for-rent",
      "A-propos-de-nous",
      "Documents-et-info",
      "contact",
    ]);
    for (const page of pages) {
      expect(Object.keys(page.params.title).sort(), page.path).toEqual([...languages].sort());
    }
    const contact = pages.find((page) => page.path === "contact");
    expect(contact?.modules.map((module) => module.relation)).toEqual([{ type: "contact" }]);
    const about = pages.find((page) => page.path === "A-propos-de-nous");
    expect(about?.modules.map((module) => module.relation)).toEqual([
      { type: "article", key: "about-us" },
      { type: "category", key: "team" },
    ]);
  });

  it("writes the texts the site links to in every language", async () => {
    for (const key of ["about-us", "disclaimer", "cookie-policy", "privacy"]) {
      for (const language of languages) {
        const article = await readArticle(fresh.db, language, { key });
        expect(article?.body, `${key} ${language}`).toMatch(/^<p>.{80,}<\/p>$/);
      }
    }
  });

  it("leaves a database that holds menu pages as it was", async () => {
    const pages = await readMenuPages(withPages.db);
    expect(pages.map((page) => page.name)).toEqual([
      "home",
      "For Sale",
      "For Rent",
      "About us",
      "Documents and info",
      "Contact",
    ]);
    // The demo's own about-us text, not the default one.
    const about = await readArticle(withPages.db, "en", { key: "about-us" });
    expect(about?.body).toContain("Immo Lumière");
  });
});
