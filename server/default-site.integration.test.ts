import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { locsOf } from "#tests/support/sitemap.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §11 "A site from an import alone" (ADR 013): a migrated database into which only a CRM snapshot
// was imported (no demo, no configuration, no content written) is a working site.
describe(`a site from an import alone on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string) => site.app.request(`http://localhost${path}`, { redirect: "manual" });
  const html = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await importIntoTestDatabase(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers every address of its sitemap, directly or through one redirect", async () => {
    const index = await (await get("/sitemap.xml")).text();
    const files = locsOf(index);
    expect(files.length).toBeGreaterThan(0);
    const urls = (
      await Promise.all(files.map(async (file) => locsOf(await html(new URL(file).pathname))))
    ).flat();
    // 10 pages of the table and the menu in 4 languages, 2 properties and 1 project in theirs.
    expect(urls.length).toBeGreaterThanOrEqual(40);
    const failed: string[] = [];
    for (const url of urls) {
      const res = await get(new URL(url).pathname);
      const location = res.headers.get("Location");
      const status =
        res.status === 301 && location ? `301 ${(await get(location)).status}` : `${res.status}`;
      if (status !== "200" && status !== "301 200") failed.push(`${url}: ${status}`);
    }
    expect(failed).toEqual([]);
  });

  it("has For sale, For rent, Contact and About us pages in every language", async () => {
    for (const language of languages) {
      for (const page of ["forSale", "forRent", "contact", "aboutUs"] as const) {
        await html(pageUrl(page, language));
      }
    }
  });

  it("lists the imported properties under their goal", async () => {
    expect(await html("/fr/a-vendre/")).toContain("Villa lumineuse");
    expect(await html("/nl/te-koop/")).toContain("Lichtrijke villa");
    expect(await html("/de/zu-vermieten/")).toContain("Studio im Zentrum");
    expect(await html("/fr/a-louer/")).not.toContain("Villa lumineuse");
  });

  it("titles the menu pages in the page language and links them from the menu", async () => {
    const page = await html("/de/ueber-uns/");
    expect(page).toContain("Über uns</h1>");
    expect(page).toContain("Unsere Makler kennen den lokalen Markt");
    for (const path of ["/de/zu-verkaufen/", "/de/zu-vermieten/", "/de/kontakt/"]) {
      expect(page).toContain(`href="${path}"`);
    }
  });

  it("shows a contact page without empty boxes when no agency is configured", async () => {
    const page = await html("/en/contact/");
    expect(page).toContain("Contact</h1>");
    expect(page).not.toContain("contact-card");
    expect(page).not.toContain('href="mailto:');
  });

  it("links the consent dialog to a cookie policy that exists", async () => {
    const page = await html("/nl/cookiebeleid/");
    expect(page).toContain("Cookiebeleid</h1>");
  });
});
