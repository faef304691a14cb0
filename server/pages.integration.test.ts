import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { wholeSitemap } from "#tests/support/sitemap.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// The route table of docs/requirements.md §2 over a real database holding the demo agency's content.
describe(`pages and original paths on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers, redirect: "manual" });
  const body = async (path: string) => (await get(path)).text();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testSiteConfig("Immo Lumière");
    await writeSiteConfig(database.db, {
      ...config,
      languages: { enabled: ["fr", "nl", "en"], default: "fr" },
    });
    await writeDemoContent(database.db);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("answers every page of the table in each enabled language", async () => {
    for (const path of [
      "/fr/a-vendre/",
      "/nl/te-huur/",
      "/en/about-us/",
      "/fr/documents-et-info/",
      "/nl/contact/",
      "/en/free-valuation/",
      "/fr/cookie-policy/",
      "/nl/privacyverklaring/",
      "/en/disclaimer/",
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it("sends the original paths to the visitor's language with a 301, query kept", async () => {
    const moved = async (path: string, cookie?: string) => {
      const res = await get(path, cookie ? { Cookie: cookie } : {});
      return [res.status, res.headers.get("Location")];
    };
    expect(await moved("/for-sale/?city=1300&type=1")).toEqual([
      301,
      "/fr/a-vendre/?city=1300&type=1",
    ]);
    expect(await moved("/Contact-demand/", "lang=nl")).toEqual([301, "/nl/gratis-schatting/"]);
    expect(await moved("/contact-demand/", "lang=en")).toEqual([301, "/en/free-valuation/"]);
    expect(await moved("/A-propos-de-nous/", "lang=de")).toEqual([301, "/fr/a-propos/"]);
    expect(await moved("/Documents-et-info/", "lang=en")).toEqual([301, "/en/documents-and-info/"]);
    expect(await moved("/privacy/")).toEqual([301, "/fr/privacy-statement/"]);
    expect(await moved("/home/", "lang=nl")).toEqual([301, "/nl/"]);
  });

  it("sends the demand register and the owner login to their pages in the visitor's language", async () => {
    const moved = async (path: string, cookie: string) => {
      const res = await get(path, { Cookie: cookie });
      return [res.status, res.headers.get("Location")];
    };
    expect(await moved("/demand-register/?ref=mail", "lang=nl")).toEqual([
      301,
      "/nl/zoekopdracht-registreren/?ref=mail",
    ]);
    expect(await moved("/login/", "lang=fr")).toEqual([301, "/fr/login/"]);
    expect(await moved("/login/", "lang=en")).toEqual([301, "/en/login/"]);
  });

  it("sends a localized path written with capitals to its lower-case URL, original paths excepted", async () => {
    for (const [path, location] of [
      ["/NL/te-koop/", "/nl/te-koop/"],
      ["/FR/A-VENDRE/?type=1&City=Uccle", "/fr/a-vendre/?type=1&City=Uccle"],
      ["/En/About-Us", "/en/about-us/"],
      ["/Contact-demand/", "/fr/estimation-gratuite/"],
    ]) {
      const res = await get(path as string);
      expect([res.status, res.headers.get("Location")], path).toEqual([301, location]);
    }
    expect((await get("/nl/te-koop/")).status).toBe(200);
  });

  it("finds an article from its slug in any language and answers in the visitor's", async () => {
    const res = await get("/nos-services/selling-your-property/", { Cookie: "lang=nl" });
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/nl/onze-diensten/uw-eigendom-verkopen/");
    expect((await get("/actus/no-such-news/")).status).toBe(404);
  });

  it("shows a menu page with its published modules, banner and breadcrumb", async () => {
    const html = await body("/fr/a-propos/");
    expect(html).toContain("<h1>À propos</h1>");
    expect(html).toContain("Immo Lumière est une agence indépendante");
    expect(html).toContain("Claire Dumont");
    expect(html).toMatch(/<nav class="breadcrumb container" aria-label="Fil d&#x27;Ariane">/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/fr/a-propos/"/>');
    expect(html).toContain('hrefLang="nl" href="http://localhost/nl/over-ons/"');
    expect(html).not.toContain('hrefLang="de"');
  });

  it("lists the documents with their files and links each to its own page in every language", async () => {
    const html = await body("/nl/documenten-en-info/");
    expect(html).toContain('href="/nl/documenten/bod-tot-aankoop/"');
    const article = await body("/nl/documenten/bod-tot-aankoop/");
    expect(article).toContain("<h1>Bod tot aankoop</h1>");
    expect(article).toContain('hrefLang="fr" href="http://localhost/fr/documents/offre-d-achat/"');
  });

  it("builds the menu from the published menu pages, with the free valuation button", async () => {
    const html = await body("/en/");
    const nav = html.slice(
      html.indexOf('<nav class="main-menu"'),
      html.indexOf("</nav>", html.indexOf('<nav class="main-menu"')),
    );
    expect([...nav.matchAll(/<a[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/en/",
      "/en/for-sale/",
      "/en/for-rent/",
      "/en/about-us/",
      "/en/about-us/our-services/",
      "/en/documents-and-info/",
      "/en/contact/",
    ]);
    expect(html).toContain('href="/en/free-valuation/"');
  });

  it("sends a disabled language to / and unknown paths to the 404 page", async () => {
    const disabled = await get("/de/ueber-uns/");
    expect([disabled.status, disabled.headers.get("Location")]).toEqual([302, "/"]);
    for (const path of ["/fr/nulle-part/", "/nowhere/", "/fr/a-propos/rien/", "/a/b/c/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("lists articles and menu pages in the sitemap, only in enabled languages", async () => {
    const xml = await wholeSitemap(get);
    expect(xml).toContain("<loc>http://localhost/nl/documenten/bod-tot-aankoop/</loc>");
    expect(xml).toContain("<loc>http://localhost/en/privacy-statement/</loc>");
    expect(xml).not.toContain("http://localhost/de/");
  });
});
