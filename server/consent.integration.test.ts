import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { sortedAttributes } from "#tests/support/set-cookie.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §2 Cookie dialog, §3 Consent record, §4: the choice as a visitor without JavaScript makes it.
describe(`cookie consent on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const get = (path: string, cookie?: string) =>
    site.app.request(`http://localhost${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
  const choose = (fields: Record<string, string>) =>
    site.app.request("http://localhost/consent", {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, {
      ...testSiteConfig("Immo Lumière"),
      cookieConsent: { expiryDays: 30 },
      siteInfo: { analyticsId: "G-TEST12345" },
    });
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("asks on a first visit, in the page's language, with the Consent Mode defaults first", async () => {
    const html = await (await get("/nl/")).text();
    expect(html).toContain('<dialog open="" class="consent"');
    expect(html).toContain("Uw privacy, uw keuze");
    // Without a nonce on a page kept by the page cache: its policy lists it by hash (ADR 067).
    expect(html).toMatch(/<script(?: nonce="[^"]+")?>\(function \(d\)/);
    expect(html).toContain('"stored":null');
    expect(html).not.toContain('googletagmanager.com/gtag/js?id=G-TEST12345"');
  });

  it("does not ask on a preview path", async () => {
    const html = await (await get("/fr/preview-page/")).text();
    expect(html).toContain('class="site-footer__consent"');
    expect(html).not.toContain('class="consent"');
  });

  it("stores agree all for the configured days and goes back to the page", async () => {
    const res = await choose({ choice: "agree-all", returnTo: "/fr/a-vendre/?page=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/a-vendre/?page=2");
    expect(sortedAttributes(res.headers.get("set-cookie"))).toBe(
      sortedAttributes(`consent=1.1111; Path=/; Max-Age=${30 * 86_400}; SameSite=Lax; HttpOnly`),
    );
  });

  it("stores decline all and a choice per category", async () => {
    const decline = await choose({ choice: "decline-all", returnTo: "/" });
    expect(decline.headers.get("set-cookie")).toMatch(/^consent=1\.0000;/);
    const partial = await choose({ choice: "save", analytics_storage: "on", returnTo: "/" });
    expect(partial.headers.get("set-cookie")).toMatch(/^consent=1\.1000;/);
  });

  it("then no longer asks, and hands the stored choice to the head script", async () => {
    const html = await (await get("/fr/", "consent=1.1000")).text();
    expect(html).not.toContain('class="consent"');
    expect(html).toContain(
      '"stored":{"necessary":true,"analytics_storage":true,"ad_storage":false',
    );
  });

  it("reads a stored choice sent in double quotes or URI-encoded, and asks again on a malformed one", async () => {
    for (const cookie of ['consent="1.1000"', "consent=1%2E1000"]) {
      const html = await (await get("/fr/", cookie)).text();
      expect(html).not.toContain('class="consent"');
      expect(html).toContain('"stored":{"necessary":true,"analytics_storage":true');
    }
    for (const cookie of ['consent="1.1000', "consent=1.10000", "consent=%"])
      expect(await (await get("/fr/", cookie)).text()).toContain('class="consent"');
  });

  it("refuses a tampered choice with a localized message and sets nothing", async () => {
    const res = await choose({ choice: "everything", returnTo: "/de/" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ihre Wahl konnte nicht gelesen werden");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("never sends the visitor to another site", async () => {
    const res = await choose({ choice: "decline-all", returnTo: "//evil.example/" });
    expect(res.headers.get("location")).toBe("/");
  });

  it("sends a return address that is no URL at all home (docs/requirements.md §16: `//` was a 500)", async () => {
    for (const returnTo of ["//", "///", "/\\"]) {
      const res = await choose({ choice: "decline-all", returnTo });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("clears the stored choice on ?setcookies and answers the same address without it", async () => {
    const res = await get("/fr/a-vendre/?page=2&setcookies", "consent=1.1111");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/fr/a-vendre/?page=2");
    expect(sortedAttributes(res.headers.get("set-cookie"))).toBe(
      sortedAttributes("consent=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly"),
    );
    expect((await get("//evil.example/?setcookies")).headers.get("location")).toBe(
      "/evil.example/",
    );
  });
});
