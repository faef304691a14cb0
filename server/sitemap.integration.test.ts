import { rm } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { defaultLanguage, languages } from "#app/i18n/languages.ts";
import { readSitemap } from "#app/routes/resources/sitemap-files.server.ts";
import { locsOf } from "#tests/support/sitemap.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §11: /sitemap.xml is an index of files split well below the protocol's limits, made once per
// content version and revalidated with ETags.
describe(`the sitemap index on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const folders: string[] = [];
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers });
  const made = () => site.logLines.filter((line) => line.msg === "sitemap made").length;

  beforeAll(async () => {
    database = await createTestDatabase();
    folders.push(await importIntoTestDatabase(database.db));
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("names the pages file and one listings file for a small catalogue, robots.txt names the index", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(xml)).toEqual([
      "http://localhost/sitemaps/pages.xml",
      "http://localhost/sitemaps/listings-1.xml",
    ]);
    expect(await (await get("/robots.txt")).text()).toContain(
      "Sitemap: http://localhost/sitemap.xml",
    );
    for (const path of [
      "/sitemaps/listings-2.xml",
      "/sitemaps/listings-0.xml",
      "/sitemaps/constructor/",
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("splits a catalogue over as many listings files as it needs, each listing once", async () => {
    const sitemap = await readSitemap({
      db: database.db,
      site: {
        config: undefined,
        languages: { enabled: [...languages], default: defaultLanguage },
        menuPages: () => readMenuPages(database.db),
        articleDrafts: async () => new Map(),
      },
      origin: "https://agency.example",
      log: site.log,
      listingsPerFile: 2,
    });
    // The fixture: its project (fr), the villa (nl, fr) and the studio (de), languages in the site's order.
    expect(locsOf(sitemap.index.body)).toEqual([
      "https://agency.example/sitemaps/pages.xml",
      "https://agency.example/sitemaps/listings-1.xml",
      "https://agency.example/sitemaps/listings-2.xml",
    ]);
    const listed = [...sitemap.files.entries()]
      .filter(([name]) => name.startsWith("listings-"))
      .map(([name, file]) => [name, locsOf(file.body).map((url) => new URL(url).pathname)]);
    expect(listed).toEqual([
      [
        "listings-1.xml",
        [
          "/fr/projects/lasne/les-jardins-de-lasne/7/",
          "/nl/te-koop/lasne/lichtrijke-villa/101/",
          "/fr/a-vendre/lasne/villa-lumineuse/101/",
        ],
      ],
      ["listings-2.xml", ["/de/zu-vermieten/luxemburg/studio-im-zentrum/102/"]],
    ]);
  });

  it("serves the files from memory until the content changes, with ETags for revalidation", async () => {
    const before = made();
    const first = await get("/sitemaps/listings-1.xml");
    const pages = await get("/sitemaps/pages.xml");
    const again = await get("/sitemaps/listings-1.xml");
    expect(made()).toBe(before);
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.headers.get("ETag")).toBe(etag);
    // Compressed for crawlers that ask for gzip (all do), the same file.
    const compressed = await get("/sitemaps/listings-1.xml", { "Accept-Encoding": "gzip, br" });
    expect(compressed.headers.get("Content-Encoding")).toBe("gzip");
    expect(compressed.headers.get("ETag")).toBe(etag);
    const unzipped = gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString();
    expect(unzipped).toBe(await again.text());
    expect(await get("/sitemaps/listings-1.xml", { "Accept-Encoding": "gzip;q=0" })).toSatisfy(
      (res: Response) => !res.headers.has("Content-Encoding"),
    );
    const revalidated = await get("/sitemaps/listings-1.xml", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    // A new import changes the version: the files are made again, once.
    const renamed = snapshot.properties?.map((p) =>
      p.ID === 101 && p.language === "fr" ? { ...p, TypeDescription: "Villa rénovée" } : p,
    );
    folders.push(await importIntoTestDatabase(database.db, { ...snapshot, properties: renamed }));
    const changed = await get("/sitemaps/listings-1.xml", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("/fr/a-vendre/lasne/villa-renovee/101/");
    expect((await get("/sitemaps/pages.xml")).headers.get("ETag")).toBe(pages.headers.get("ETag"));
    expect(made()).toBe(before + 1);
  });
});
