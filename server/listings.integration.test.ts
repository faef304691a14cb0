import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { wholeSitemap } from "#tests/support/sitemap.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §2 Route table: property and project pages in each language, and the original paths to them.
describe(`property and project pages on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const villa = "/fr/a-vendre/lasne/villa-lumineuse/101/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const withdrawn = { ...snapshot.properties?.[0], ID: 104, Status: "withdrawn" };
    // Label texts without a numeric value: one in Luxembourg, one Belgian (docs/requirements.md §11).
    const { EnergyPerformance: _, ...villaWithoutValue } = snapshot.properties?.[0] ?? {};
    const { ProjectID: __, ...studio } = snapshot.properties?.[2] ?? {};
    const labelOnly = [
      { ...studio, ID: 105, EPCNotApplicable: false, EPCLabelText: "Klasse B" },
      { ...villaWithoutValue, ID: 106, Goal: 1 as const, Price: 1200, EPCLabelText: "B" },
    ];
    // For rent, in Dutch and German only: neither the default language (fr) nor English.
    const dutchAndGerman = ["nl", "de"].map((language) => ({
      ...snapshot.properties?.[0],
      ID: 107,
      Goal: 1,
      language,
      TypeDescription: language === "nl" ? "Huis met tuin" : "Haus mit Garten",
    }));
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      properties: [...(snapshot.properties ?? []), withdrawn, ...labelOnly, ...dutchAndGerman],
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("shows a property under its goal and city, with its facts, in each of its languages", async () => {
    const res = await get(villa);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="property__title">Villa lumineuse</h1>');
    expect(html).toMatch(/à partir de(<!-- -->)? <\/span>€\u00a0325\.000/);
    expect(html).toContain("4 chambres");
    // docs/requirements.md §9: Lasne (1380) is in Wallonia, where 180 kWh/m² is class C.
    expect(html).toMatch(/Certificat PEB(<!-- -->)? <strong>C<\/strong>/);
    expect(html).toContain(
      'hrefLang="nl" href="http://localhost/nl/te-koop/lasne/lichtrijke-villa/101/"',
    );
    expect(html).toContain('property="og:image" content="http://localhost/media/');
    expect((await get("/nl/te-koop/lasne/lichtrijke-villa/101/")).status).toBe(200);
  });

  it("answers 301 to the current address from stale words or the wrong goal", async () => {
    for (const stale of [
      "/fr/a-vendre/wavre/ancien-titre/101/",
      "/fr/a-louer/lasne/villa-lumineuse/101/",
      "/FR/A-VENDRE/LASNE/VILLA-LUMINEUSE/101/?from=mail",
    ]) {
      const res = await get(stale);
      expect(res.status, stale).toBe(301);
      expect(res.headers.get("location"), stale).toMatch(
        /^\/fr\/a-vendre\/lasne\/villa-lumineuse\/101\//,
      );
    }
  });

  it("puts a project's unit under its project when the project speaks the language", async () => {
    const html = await (await get("/de/zu-vermieten/luxemburg/studio-im-zentrum/102/")).text();
    // The project has no German text: the unit stays under its goal, its EPC is the CRM's own.
    expect(html).toContain("Energieausweis: nicht erforderlich");
    expect(html).toContain("Preis auf Anfrage");
    expect(html).not.toContain("Grand-Rue");
    const project = await get("/fr/projects/lasne/les-jardins-de-lasne/7/");
    expect(project.status).toBe(200);
    expect(await project.text()).toContain("Les Jardins de Lasne");
  });

  it("shows the CRM's EPC label text when there is no numeric value (docs/requirements.md §11)", async () => {
    const page = async (path: string, cookie: string) => {
      const moved = await get(path, { cookie });
      expect(moved.status, path).toBe(301);
      return (await get(moved.headers.get("location") ?? "")).text();
    };
    const luxembourg = await page("/property/105/", "lang=de");
    // The key fact, not the message texts the page also carries for the browser.
    expect(luxembourg).toContain("</svg>Energieausweis Klasse B</li>");
    const belgian = await page("/property/106/", "lang=fr");
    expect(belgian).toContain("</svg>Certificat PEB B</li>");
  });

  it("answers 404 for unknown, withdrawn and malformed ids, and a language without a text", async () => {
    for (const path of [
      "/fr/a-vendre/lasne/villa/999/",
      "/fr/a-vendre/lasne/villa/104/",
      "/fr/a-vendre/lasne/villa/abc/",
      "/en/for-sale/lasne/villa/101/",
      "/fr/projects/x/y/8/",
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("sends the original /property/{id}/ and /project/ addresses to the visitor's language", async () => {
    const fr = await get("/property/101/");
    expect(fr.status).toBe(301);
    expect(fr.headers.get("location")).toBe(villa);
    const nl = await get("/property/101/?utm=x", { cookie: "lang=nl" });
    expect(nl.headers.get("location")).toBe("/nl/te-koop/lasne/lichtrijke-villa/101/?utm=x");
    const project = await get("/project/?id=7");
    expect(project.headers.get("location")).toBe("/fr/projects/lasne/les-jardins-de-lasne/7/");
    expect((await get("/project/7/")).headers.get("location")).toBe(
      "/fr/projects/lasne/les-jardins-de-lasne/7/",
    );
    for (const path of ["/property/999/", "/project/?id=x", "/project/"])
      expect((await get(path)).status, path).toBe(404);
  });

  it("sends /property/{id}/ and /project/{id}/ without a text in the visitor's language to one it has", async () => {
    const location = async (path: string, language?: string) => {
      const res = await get(path, language ? { cookie: `lang=${language}` } : {});
      expect(res.status, `${path} ${language}`).toBe(301);
      return res.headers.get("location");
    };
    // The visitor's language first, then the site's default (fr), then the enabled ones in order.
    expect(await location("/property/101/", "en")).toBe(villa);
    expect(await location("/property/107/")).toBe("/nl/te-huur/lasne/huis-met-tuin/107/");
    expect(await location("/property/107/", "en")).toBe("/nl/te-huur/lasne/huis-met-tuin/107/");
    expect(await location("/property/107/", "de")).toBe(
      "/de/zu-vermieten/lasne/haus-mit-garten/107/",
    );
    expect(await location("/property/102/", "nl")).toBe(
      "/de/zu-vermieten/luxemburg/studio-im-zentrum/102/",
    );
    expect(await location("/project/7/", "nl")).toBe("/fr/projects/lasne/les-jardins-de-lasne/7/");
    expect(await location("/project/?id=7&utm=x", "de")).toBe(
      "/fr/projects/lasne/les-jardins-de-lasne/7/?utm=x",
    );
    for (const path of ["/property/999/", "/property/104/", "/project/8/"])
      expect((await get(path, { cookie: "lang=nl" })).status, path).toBe(404);
  });

  it("narrows a listing to a city by name in any language or by postcode, and to a type", async () => {
    const cards = async (query: string) => {
      const html = await (await get(`/fr/a-vendre/${query}`)).text();
      return [...html.matchAll(/class="property-card__link" href="([^"]+)"/g)].map((m) => m[1]);
    };
    // Each card carries the list it was found in, for previous / next on its page.
    expect(await cards("")).toEqual([`${villa}?from=`]);
    for (const query of ["?city=Lasne", "?city=lasne", "?city=1380", "?type=6"])
      expect(await cards(query), query).toEqual([
        `${villa}?from=${encodeURIComponent(query.slice(1))}`,
      ]);
    for (const query of ["?city=Wavre", "?city=9999", "?type=3"])
      expect(await cards(query), query).toEqual([]);
    const none = await (await get("/fr/a-vendre/?city=Wavre")).text();
    expect(none).toContain("Aucun bien ne correspond aux critères.");
  });

  it("drops listing parameters it cannot read, says so, and shows the whole list", async () => {
    const res = await get("/nl/te-koop/?city=%3Cscript%3E&type=villa");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("We konden een deel van deze zoekopdracht niet lezen");
    expect(html).toContain('href="/nl/te-koop/lasne/lichtrijke-villa/101/?from="');
  });

  it("offers a property search on the 404 page, sent to either listing", async () => {
    const html = await (await get("/fr/nulle-part/")).text();
    expect(html).toContain('<form action="/fr/a-vendre/" method="get">');
    expect(html).toContain('formAction="/fr/a-louer/"');
    expect(html).toContain('name="city"');
  });

  it("lists every property and project page in the sitemap", async () => {
    const xml = await wholeSitemap(get);
    expect(xml).toContain(`<loc>http://localhost${villa}</loc>`);
    expect(xml).toContain("<loc>http://localhost/fr/projects/lasne/les-jardins-de-lasne/7/</loc>");
    expect(xml).not.toContain("/104/");
  });
});
