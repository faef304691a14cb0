import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { openLink } from "#tests/support/link-page.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 041: the pages a mail's link opens with a token (the owner's new password, the newsletter's
// confirm and unsubscribe) load no third-party tag even with every consent given, send no referrer,
// and take the token out of the address at once.
describe(`pages opened with a mail's token on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const tags = {
    analyticsId: "G-TEST12345",
    tagManagerId: "GTM-TEST123",
    socialPixelId: "1234567890",
  };
  const everything = "consent=1.1111";
  const token = "Tok3n-0f-thirty-two-characters_x";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, { ...testSiteConfig("Immo Lumière"), siteInfo: tags });
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("loads the agency's tags on other pages (the control)", async () => {
    const res = await site.app.request("http://localhost/fr/", { headers: { cookie: everything } });
    const html = await res.text();
    for (const id of Object.values(tags)) expect(html).toContain(id);
    expect(res.headers.get("content-security-policy")).toContain("googletagmanager.com");
  });

  const pages = [
    ["/fr/login/nouveau-mot-de-passe/", "the owner's new password"],
    ["/en/newsletter/confirm/", "the newsletter's confirmation"],
    ["/de/newsletter/abmelden/", "the newsletter's unsubscribe"],
  ];
  /** The page a browser shows after opening the mail's link (any redirect followed). */
  const reach = async (path: string) => {
    const opened = await openLink(site.app, `${path}?token=${token}`, everything);
    return opened.arrival.status === 303 ? opened.page : opened.arrival;
  };

  it.each(pages)("%s (%s) loads no tag however much consent was given", async (path) => {
    const page = await reach(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`name="token" value="${token}"`);
    // The head script keeps Consent Mode's defaults but has no tag to load.
    for (const id of Object.values(tags)) expect(html).not.toContain(id);
    expect(page.headers.get("content-security-policy")).not.toContain("googletagmanager.com");
  });

  it.each(pages)("%s (%s) sends no referrer and is never cached", async (path) => {
    const page = await reach(path);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers the form a no-referrer page posts without JavaScript (Origin: null) itself", async () => {
    // Chromium's post from such a page: the origin withheld, Sec-Fetch-Site saying it is ours.
    const res = await site.app.request("http://localhost/en/newsletter/unsubscribe/", {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { host: "localhost", origin: "null", "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("This unsubscribe link is not valid.");
    // From anywhere else, `null` is refused as before.
    const crossSite = await site.app.request("http://localhost/en/newsletter/unsubscribe/", {
      method: "POST",
      body: new URLSearchParams({ token }),
      headers: { host: "localhost", origin: "null" },
    });
    expect(crossSite.status).toBe(403);
  });

  it.each(pages)("%s (%s) moves the token out of the address at once", async (path) => {
    const { arrival, location } = await openLink(site.app, `${path}?token=${token}`, everything);
    expect(arrival.status).toBe(303);
    expect(location).toBe(path);
    expect(arrival.headers.get("referrer-policy")).toBe("no-referrer");
    // Kept for this page only, out of reach of scripts, for 15 minutes.
    const cookie = arrival.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^link=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toContain(`; Path=${path}`);
    expect(cookie).toMatch(/; Max-Age=900/);
  });
});
