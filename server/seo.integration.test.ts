import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { sortedAttributes } from "#tests/support/set-cookie.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { wholeSitemap } from "#tests/support/sitemap.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

describe(`search engines and languages on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers });
  const head = async (path: string) => {
    const html = await (await get(path)).text();
    return html.slice(0, html.indexOf("</head>"));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    site = await createTestApp(database, { publicUrl: "https://www.immo-lumiere.example" });
  });
  afterAll(() => database.dispose());

  it("gives every page its canonical URL, an alternate per language and x-default", async () => {
    const html = await head("/nl/");
    expect(html).toContain('<link rel="canonical" href="https://www.immo-lumiere.example/nl/"/>');
    for (const language of ["fr", "nl", "en", "de"]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${language}" href="https://www.immo-lumiere.example/${language}/"/>`,
      );
    }
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://www.immo-lumiere.example/"/>',
    );
    expect(html).toContain('<meta property="og:locale" content="nl_BE"/>');
    expect(html).toContain(
      '<meta property="og:url" content="https://www.immo-lumiere.example/nl/"/>',
    );
    expect(html).toMatch(/<title>[^<]+\| Immo Lumière<\/title>/);
  });

  it("draws the configured top bar and footer in the page language", async () => {
    const html = await (await get("/nl/")).text();
    expect(html).toMatch(
      /<a href="tel:\+3223456789" target="_blank" rel="noopener noreferrer">.*?<span>02 345 67 89<\/span><\/a>/,
    );
    expect(html).toMatch(/<a href="\/login\/">.*?<span>Eigenaarslogin<\/span><\/a>/);
    expect(html).toContain('<h2 class="site-footer__title">Bezoek ons</h2>');
    expect(html).toContain("Immo Lumière BV, BIV 512.345. Alle rechten voorbehouden.");
  });

  it("keeps the 404 page out of search engines", async () => {
    const html = await head("/nl/bestaat-niet/");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it("describes the agency as structured data on the home page", async () => {
    const html = await (await get("/fr/")).text();
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(json)).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Immo Lumière",
      address: { postalCode: "1050", addressLocality: "Bruxelles" },
    });
  });

  it("remembers the language read and sends / there, else to the configured default", async () => {
    // Over https the cookie is __Host- prefixed: neither a subdomain nor an http page can set it.
    const visit = await get("/de/");
    expect(sortedAttributes(visit.headers.get("Set-Cookie"))).toBe(
      sortedAttributes("__Host-lang=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure"),
    );
    expect((await get("/de/", { Cookie: "__Host-lang=de" })).headers.get("Set-Cookie")).toBeNull();
    expect((await get("/", { Cookie: "lang=de" })).headers.get("Location")).toBe("/fr/");
    const remembered = await get("/", { Cookie: "other=1; __Host-lang=de" });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("Location")).toBe("/de/");
    expect(remembered.headers.get("Vary")).toContain("Cookie");
    expect((await get("/", { Cookie: "lang=xx" })).headers.get("Location")).toBe("/fr/");
  });

  it("reads the language cookie quoted or URI-encoded too, and over https only its __Host- name", async () => {
    for (const cookie of ['__Host-lang="de"', "__Host-lang=%64e"])
      expect((await get("/", { Cookie: cookie })).headers.get("Location")).toBe("/de/");
    for (const cookie of ["__Host-lang=%E0%A4%A", '__Host-lang="de', "lang=de"])
      expect((await get("/", { Cookie: cookie })).headers.get("Location")).toBe("/fr/");
  });

  it("publishes robots.txt with the sitemap's address", async () => {
    const res = await get("/robots.txt");
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: https://www.immo-lumiere.example/sitemap.xml");
  });

  it("lists every page in every language in sitemap.xml, with alternates", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await wholeSitemap(get);
    expect(xml).toContain("<loc>https://www.immo-lumiere.example/en/</loc>");
    expect(xml).toContain("<loc>https://www.immo-lumiere.example/fr/a-propos/</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="nl" href="https://www.immo-lumiere.example/nl/over-ons/"/>',
    );
    expect(xml).not.toContain(":slug");
    expect(xml).not.toMatch(/\/\/<\/loc>/);
  });
});
