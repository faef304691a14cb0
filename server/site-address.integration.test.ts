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

// docs/requirements.md §16: the Host header is the sender's word; what the site writes about itself must not follow it.
describe(`the site's own address on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let local: Awaited<ReturnType<typeof createTestApp>>;
  let public_: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, {
      ...testSiteConfig("Immo Lumière"),
      siteInfo: { analyticsId: "G-TEST12345" },
    });
    local = await createTestApp(database, { port: 3456 });
    public_ = await createTestApp(database, { publicUrl: "https://www.agency.example" });
  });
  afterAll(() => database.dispose());

  const pagesAbout = async (
    site: typeof local,
    url: string,
    headers: Record<string, string> = {},
  ) => {
    const home = await (await site.app.request(`${url}/fr/`, { headers })).text();
    const robots = await (await site.app.request(`${url}/robots.txt`, { headers })).text();
    const sitemap = await wholeSitemap((path) => site.app.request(`${url}${path}`, { headers }));
    return `${home}\n${robots}\n${sitemap}`;
  };

  it("never writes a forged Host into canonical, hreflang, og:url, JSON-LD, robots.txt or the sitemap", async () => {
    const forged = await pagesAbout(local, "http://evil.example");
    expect(forged).not.toContain("evil.example");
    expect(forged).toContain('<link rel="canonical" href="http://localhost:3456/fr/"/>');
    expect(forged).toContain("Sitemap: http://localhost:3456/sitemap.xml");
    expect(forged).toContain("<loc>http://localhost:3456/fr/</loc>");
    const viaHeader = await pagesAbout(local, "http://localhost", { Host: "evil.example" });
    expect(viaHeader).not.toContain("evil.example");
  });

  it("believes a loopback Host, port included", async () => {
    const html = await pagesAbout(local, "http://127.0.0.1:8080");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8080/fr/"/>');
  });

  it("always uses PUBLIC_URL when it is set", async () => {
    for (const url of ["http://evil.example", "http://localhost"]) {
      const html = await pagesAbout(public_, url);
      expect(html).not.toContain("evil.example");
      expect(html).not.toContain("localhost");
      expect(html).toContain('<link rel="canonical" href="https://www.agency.example/fr/"/>');
      expect(html).toContain('"url":"https://www.agency.example/fr/"');
    }
  });

  it("sets Secure, __Host- cookies whenever the request came over https", async () => {
    const direct = await local.app.request("https://localhost/de/");
    const secureLang = "__Host-lang=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure";
    expect(sortedAttributes(direct.headers.get("set-cookie"))).toBe(sortedAttributes(secureLang));
    const behindProxy = await (
      await createTestApp(database, { trustProxy: { hops: 1 } })
    ).app.request("http://localhost/de/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(sortedAttributes(behindProxy.headers.get("set-cookie"))).toBe(
      sortedAttributes(secureLang),
    );
    const plain = await local.app.request("http://localhost/de/");
    expect(sortedAttributes(plain.headers.get("set-cookie"))).toBe(
      sortedAttributes("lang=de; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly"),
    );
  });

  it("allows the configured tag's hosts in the page's policy and no others", async () => {
    const res = await local.app.request("http://localhost/fr/");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("https://*.googletagmanager.com");
    expect(csp).not.toContain("facebook");
    expect(csp).not.toContain("googleadservices");
  });
});
