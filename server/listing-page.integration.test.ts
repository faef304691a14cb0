import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §12 listings as a visitor and a search engine get them: "page X of Y [N objects]" (docs/requirements.md §2) that
// agrees with the home's stats, the head of each page and search, widening an empty search, and
// previous / next on a property opened from a list.
describe(`the For sale listing on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const html = async (path: string) =>
    (await site.app.request(`http://localhost${path}`, { redirect: "manual" })).text();
  const [villa] = snapshot.properties ?? [];
  // 30 for sale, 3 of them sold, and 1 rented: 27 on offer.
  const properties = Array.from({ length: 31 }, (_, i) => ({
    ...villa,
    ID: 200 + i,
    Goal: (i === 30 ? 1 : 0) as 0 | 1,
    Status: i % 10 === 9 ? ("sold" as const) : ("available" as const),
    Price: 200_000 + i * 10_000,
    TypeDescription: `Maison ${i}`,
    UpdatedAt: `2026-11-10T10:${String(i).padStart(2, "0")}:00.000Z`,
  }));

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    folder = await importIntoTestDatabase(database.db, {
      propertyTypes: snapshot.propertyTypes ?? [],
      properties,
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
  const links = (page: string, rel: string) =>
    [...page.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, "g"))].map((m) => m[1]);

  it("counts as many properties for sale as the home page's stats", async () => {
    const home = await html("/fr/");
    const forSale = /<dt>biens à vendre<\/dt><dd>(\d+)<\/dd>/.exec(home)?.[1];
    expect(forSale).toBe("27");
    expect(title(await html("/fr/a-vendre/"))).toBe(
      `À vendre – page 1 sur 3 [${forSale} objets] | Immo Lumière`,
    );
    expect(title(await html("/fr/a-vendre/?page=3"))).toBe(
      "À vendre – page 3 sur 3 [27 objets] | Immo Lumière",
    );
  });

  it("indexes the plain list page by page and keeps searches out, linked by prev and next", async () => {
    const second = await html("/fr/a-vendre/?page=2");
    expect(links(second, "canonical")).toEqual(["http://localhost/fr/a-vendre/?page=2"]);
    expect(links(second, "prev")).toEqual(["http://localhost/fr/a-vendre/"]);
    expect(links(second, "next")).toEqual(["http://localhost/fr/a-vendre/?page=3"]);
    expect(second).not.toContain('content="noindex"');
    const search = await html("/fr/a-vendre/?sort=price-asc&page=2");
    expect(search).toContain('<meta name="robots" content="noindex"/>');
    expect(links(search, "canonical")).toEqual(["http://localhost/fr/a-vendre/"]);
    expect(links(search, "next")).toEqual([
      "http://localhost/fr/a-vendre/?sort=price-asc&amp;page=3",
    ]);
  });

  it("sorts and pages without JavaScript, through a GET form", async () => {
    const page = await html("/fr/a-vendre/?sort=price-desc&per-page=24");
    expect(page).toMatch(/<form id="[\w-]+" [^>]*action="\/fr\/a-vendre\/" method="get">/);
    expect(page).toContain("<summary");
    const prices = [...page.matchAll(/href="\/fr\/a-vendre\/lasne\/maison-(\d+)\//g)].map((m) =>
      Number(m[1]),
    );
    expect(prices.slice(0, 3)).toEqual([28, 27, 26]);
    expect(new Set(prices).size).toBe(24);
  });

  it("says no property matches, with links that each drop one filter", async () => {
    const page = await html("/fr/a-vendre/?city=Lasne&price-max=100000");
    expect(page).toContain("Aucun bien ne correspond aux critères.");
    expect(page).toContain('href="/fr/a-vendre/?price-max=100000"');
    expect(page).toContain('href="/fr/a-vendre/?city=Lasne"');
  });

  it("reads a page past the end as the first page, with the notice", async () => {
    const page = await html("/fr/a-vendre/?page=9");
    expect(title(page)).toBe("À vendre – page 1 sur 3 [27 objets] | Immo Lumière");
    expect(page).toContain("Une partie de cette recherche n'a pas pu être lue");
  });

  it("offers previous and next on a property opened from a list, and only then", async () => {
    // Newest first: Maison 28, 27... (29, 19 and 9 are sold); page 2 of 12 starts with Maison 15.
    const from = await html("/fr/a-vendre/lasne/maison-27/227/?from=");
    expect(from).toContain(
      'href="/fr/a-vendre/lasne/maison-28/228/?from=" data-discover="true"><span aria-hidden="true">← </span>Bien précédent',
    );
    expect(from).toContain('href="/fr/a-vendre/lasne/maison-26/226/?from="');
    expect(from).toContain("Retour aux résultats");
    expect(from).toContain('class="result-neighbours');
    const boundary = await html("/fr/a-vendre/lasne/maison-15/215/?from=page%3D2");
    expect(boundary).toContain('href="/fr/a-vendre/lasne/maison-16/216/?from="');
    expect(boundary).toContain('href="/fr/a-vendre/lasne/maison-14/214/?from=page%3D2"');
    expect(boundary).toContain('href="/fr/a-vendre/?page=2"');
    // Without a list to come from, no previous / next navigation is drawn (its texts still travel with
    // the page's messages, which the similar offers need).
    expect(await html("/fr/a-vendre/lasne/maison-27/227/")).not.toContain(
      'class="result-neighbours',
    );
  });
});
