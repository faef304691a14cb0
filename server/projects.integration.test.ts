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

// docs/requirements.md §12 "Projects and neighbours": the project list, a project's units table, similar offers, and
// the pages of a property that is withdrawn, unknown, sold or rented (docs/requirements.md §2, §8).
describe(`projects and similar offers on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const html = async (path: string) => (await get(path)).text();
  const links = (page: string, css: string) =>
    [...page.matchAll(new RegExp(`class="${css}" href="([^"]+)"`, "g"))].map((m) => m[1]);
  const project = "/fr/projects/lasne/les-jardins-de-lasne/7/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const [villa] = snapshot.properties ?? [];
    const { Pictures: _, Videos: __, ...plain } = villa ?? {};
    const house = (ID: number, fields: Record<string, unknown>) => ({
      ...plain,
      ID,
      language: "fr",
      City: "Lasne",
      TypeDescription: `Maison ${ID}`,
      ...fields,
    });
    const unit = (ID: number, fields: Record<string, unknown>) =>
      house(ID, { ProjectID: 7, TypeDescription: `Appartement ${ID}`, ...fields });
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      projects: [
        ...(snapshot.projects ?? []),
        {
          ID: 8,
          language: "fr",
          Name: "Projet retiré",
          Zip: "1300",
          City: "Wavre",
          CountryID: 10,
          Status: "withdrawn",
        },
      ],
      properties: [
        ...(snapshot.properties ?? []),
        unit(110, { Price: 250000, PriceUnit: 0, BedRooms: 2, SurfaceLiving: 1642 }),
        unit(111, { Price: 300000, PriceUnit: 0, BedRooms: 3, Status: "sold" }),
        unit(112, { Price: 280000, PriceUnit: 0, BedRooms: 1, PublishPrice: false }),
        unit(113, { Price: 240000, Status: "withdrawn" }),
        unit(114, { Price: 270000, PriceUnit: 0, BedRooms: 2, Status: "option" }),
        // Around the villa (101: for sale, type 1, Lasne in Wallonia, € 325.000, 4 bedrooms).
        house(120, { Zip: "1300", City: "Wavre", Price: 300000 }),
        house(121, { Price: 330000, PublishPrice: false }),
        house(122, { Zip: "1000", City: "Bruxelles", Price: 325000 }),
        house(123, { Price: 500000 }),
        house(124, { Zip: "4000", City: "Liège", Price: 320000, Status: "withdrawn" }),
        house(125, { Goal: 1, Price: 1500 }),
        house(104, { Status: "withdrawn" }),
        house(126, { Status: "sold", TypeDescription: "Maison vendue" }),
        house(127, {
          Goal: 1,
          Price: 1200,
          Status: "rented",
          language: "nl",
          TypeDescription: "Verhuurd huis",
        }),
      ],
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("lists the projects on offer with their price range and homes on offer, never a withdrawn one", async () => {
    const res = await get("/fr/projects/");
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("<h1");
    expect(page).toContain("Projets neufs");
    expect(links(page, "property-card__link")).toEqual([project]);
    expect(page).toMatch(/Prix de €\u00a0225\.000 à €\u00a0307\.500/);
    // 110, 112 and 114 (the option 102 has no French text, 111 is sold, 113 withdrawn).
    expect(page).toContain("3 logements disponibles");
    expect(page).not.toContain("Projet retiré");
  });

  it("says docs/requirements.md §8 'no projects available' in a language no project speaks", async () => {
    const page = await html("/nl/projecten/");
    expect(page).toContain("Er zijn op dit moment geen projecten beschikbaar.");
    expect(page).not.toContain("property-card__link");
    expect(await html("/de/projekte/")).toContain("Zurzeit sind keine Projekte verfügbar.");
  });

  it("sends the original /projects/ to the visitor's language, and lists the pages in the sitemap", async () => {
    const fr = await get("/projects/");
    expect(fr.status).toBe(301);
    expect(fr.headers.get("location")).toBe("/fr/projects/");
    const nl = await get("/projects/?utm=x", { cookie: "lang=nl" });
    expect(nl.headers.get("location")).toBe("/nl/projecten/?utm=x");
    const xml = await wholeSitemap(get);
    for (const path of ["/fr/projects/", "/nl/projecten/", "/en/projects/", "/de/projekte/"])
      expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
  });

  it("shows a project's units in a table sorted by price, sold ones marked, hidden prices never", async () => {
    const page = await html(project);
    const rows = links(page, "units-table__unit");
    // Sold (111) and hidden (112) prices are not shown: they sort last, by id.
    expect(rows.map((href) => href?.match(/\/(\d+)\/$/)?.[1])).toEqual([
      "110",
      "114",
      "111",
      "112",
    ]);
    expect(rows[0]).toMatch(
      /^\/fr\/projects\/lasne\/les-jardins-de-lasne\/7\/appartement-110\/110\/$/,
    );
    expect(page).toMatch(
      /aria-sort="ascending"[^>]*><a[^>]*href="\/fr\/projects\/lasne\/les-jardins-de-lasne\/7\/\?sort=price-desc#units"/,
    );
    expect(page).toContain("€\u00a0250.000");
    // The grouping is numbers.ts' (docs/requirements.md §9 Belgian Dutch, fixed beside this work).
    expect(page).toMatch(/1.?642 m²/);
    expect(page).toContain("Vendu");
    expect(page).toContain("Prix sur demande");
    expect(page).not.toMatch(/280[.\s]?000/);
    expect(page).toContain("3 logements disponibles");
  });

  it("sorts the units by the URL's sort, both ways, and ignores a sort it cannot read", async () => {
    const order = async (query: string) =>
      links(await html(`${project}${query}`), "units-table__unit").map(
        (h) => h?.match(/(\d+)\/$/)?.[1],
      );
    expect(await order("?sort=price-desc")).toEqual(["114", "110", "111", "112"]);
    expect(await order("?sort=bedrooms")).toEqual(["112", "110", "114", "111"]);
    expect(await order("?sort=status-desc")).toEqual(["111", "114", "110", "112"]);
    expect(await order("?sort=%3Cx%3E")).toEqual(["110", "114", "111", "112"]);
    expect(await html(`${project}?sort=bedrooms`)).toMatch(
      /aria-sort="ascending" class="units-table__bedrooms"/,
    );
  });

  it("puts a unit under Projects and its project in the breadcrumb (docs/requirements.md §2)", async () => {
    const page = await html(`${project}appartement-110/110/`);
    const crumbs = page.slice(
      page.indexOf('class="breadcrumb'),
      page.indexOf("</nav>", page.indexOf('class="breadcrumb')),
    );
    expect(crumbs).toMatch(
      /href="\/fr\/projects\/"[^>]*>Projets neufs<\/a>.*href="\/fr\/projects\/lasne\/les-jardins-de-lasne\/7\/"[^>]*>Les Jardins de Lasne<\/a>.*aria-current="page">Appartement 110</s,
    );
  });

  it("offers similar properties: same goal, type and region, price within 20 %, public prices only", async () => {
    const page = await html("/fr/a-vendre/lasne/villa-lumineuse/101/");
    expect(page).toContain("Biens similaires");
    // The nearest price first: 120 (€ 300.000), then the unit 114 (€ 270.000).
    expect(links(page, "property-card__link")).toEqual([
      "/fr/a-vendre/wavre/maison-120/120/",
      "/fr/projects/lasne/les-jardins-de-lasne/7/appartement-114/114/",
    ]);
    expect(page).not.toMatch(/330[.\s]?000/);
  });

  it("answers 404 for a withdrawn property with docs/requirements.md §8's message and offers like it", async () => {
    const res = await get("/fr/a-vendre/lasne/maison-104/104/");
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain("Le bien demandé n&#x27;existe pas ou est vendu");
    expect(page).toContain('name="robots" content="noindex"');
    const similar = links(page, "property-card__link");
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar).toContain("/fr/a-vendre/wavre/maison-120/120/");
    for (const href of similar) expect(href).not.toMatch(/\/(104|113|122|124|125)\/$/);
    // 121 may be offered (bedrooms alike), but never with its price.
    expect(page).not.toMatch(/330[.\s]?000/);
  });

  it("answers 404 for an unknown property with the latest offers", async () => {
    const res = await get("/fr/a-vendre/nulle-part/bien/999/");
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain("Des biens qui pourraient vous plaire");
    expect(links(page, "property-card__link")).toHaveLength(4);
  });

  it("keeps a sold or rented property's page, with its marker and docs/requirements.md §8's message", async () => {
    const sold = await get("/fr/a-vendre/lasne/maison-vendue/126/");
    expect(sold.status).toBe(200);
    const soldPage = await sold.text();
    expect(soldPage).toContain("Ce bien est vendu.");
    expect(soldPage).toContain('class="property__ribbon">Vendu');
    const rented = await get("/nl/te-huur/lasne/verhuurd-huis/127/");
    expect(rented.status).toBe(200);
    expect(await rented.text()).toContain("Dit pand is verhuurd.");
  });
});
