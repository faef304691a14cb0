import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { type SiteConfig, siteConfigSchema } from "#app/model/config/site-config.ts";
import { writeDemoContent } from "#tests/support/demo-content.ts";
import { settingsPost } from "#tests/support/settings-form.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Settings": the options added to the configuration (social links, office hours, results per
// page, the consent dialog's texts, SEO defaults), each refused when invalid with its message beside its
// field and nothing stored, and each published and shown on the public site.
describe(`the settings issue 27 added, from the desk to the public site, on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let config: SiteConfig;
  let cookie: string;
  const [villa] = snapshot.properties ?? [];
  // 27 properties for sale.
  const properties = Array.from({ length: 27 }, (_, i) => ({
    ...villa,
    ID: 300 + i,
    Goal: 0 as const,
    Status: "available" as const,
    Price: 200_000 + i * 10_000,
    UpdatedAt: `2026-11-10T10:${String(i).padStart(2, "0")}:00.000Z`,
  }));

  beforeAll(async () => {
    database = await createTestDatabase();
    const fixture = testSiteConfig("Immo Lumière");
    // A logo as the demo's: wider than high.
    const logo = { key: "7-0123456789ab", width: 1280, height: 1000 };
    config = siteConfigSchema.parse({ ...fixture, agency: { ...fixture.agency, logo } });
    await writeSiteConfig(database.db, config);
    folder = await importIntoTestDatabase(database.db, {
      propertyTypes: snapshot.propertyTypes ?? [],
      properties,
    });
    await writeDemoContent(database.db);
    const admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ann@agency.be",
      name: "Ann",
      language: "en",
    });
    cookie = await staffSessionCookie(database.db, admin);
    // No page cache: what the public sees is read again on each request.
    site = await createTestApp(database, { pageCacheBytes: 0 });
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const request = (path: string, init: RequestInit = {}) =>
    site.app.request(`http://localhost${path}`, { redirect: "manual", ...init });
  const page = async (path: string) => (await request(path)).text();
  const post = (path: string, fields: [string, string][]) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const save = <G extends keyof SiteConfig>(group: G, change: Partial<SiteConfig[G]>) =>
    post(`/admin/settings/${group}/?do=save`, settingsPost(group, { ...config[group], ...change }));
  async function publish<G extends keyof SiteConfig>(group: G, change: Partial<SiteConfig[G]>) {
    expect((await save(group, change)).status).toBe(303);
    expect((await post(`/admin/settings/${group}/?do=publish`, [])).status).toBe(303);
  }
  const drafts = () => database.db.selectFrom("content_draft").selectAll().execute();

  it("reads a configuration stored before these options, with their defaults", async () => {
    const { seo: _seo, ...old } = JSON.parse(
      JSON.stringify({ ...config, listings: { soldListed: false } }),
    ) as SiteConfig;
    const { social: _social, officeHours: _hours, ...agency } = old.agency;
    await database.db
      .updateTable("site_setting")
      .set({ value: JSON.stringify({ ...old, agency, cookieConsent: { expiryDays: 180 } }) })
      .where("key", "=", "site.config")
      .execute();
    const read = await readSiteConfig(database.db);
    expect(read?.agency.name).toBe("Immo Lumière");
    expect(read?.listings.perPage).toBe(12);
    expect(read?.seo).toEqual({ description: {} });
    expect(await page("/fr/")).toContain("<title>");
  });

  it("draws the logo at the header's heights beside its picker, help under the legend, one Save draft button", async () => {
    const { logo } = config.agency;
    const agency = await (await request("/admin/settings/agency/", { headers: { cookie } })).text();
    expect(agency).toMatch(/<legend>Logo<\/legend><p id="settings-logo-hint" class="field__hint">/);
    expect(agency).toContain("In the header at the top of the page (125 px high)");
    expect(agency).toContain("Once the page is scrolled (75 px high)");
    const drawn = [
      ...agency
        .slice(agency.indexOf('class="settings-logo"'))
        .matchAll(/<img src="\/media\/([^/]+)\/\d+\.webp" width="(\d+)" height="(\d+)"/g),
    ];
    expect(drawn.slice(0, 2).map((m) => [m[1], m[3]])).toEqual([
      [logo?.key, "125"],
      [logo?.key, "75"],
    ]);
    expect(Number(drawn[0]?.[2])).toBe(
      Math.round(((logo?.width ?? 0) * 125) / (logo?.height ?? 1)),
    );
    expect(agency.match(/<button type="submit" class="button">Save draft<\/button>/g)).toHaveLength(
      1,
    );
    const theme = await (await request("/admin/settings/theme/", { headers: { cookie } })).text();
    expect(theme).toContain(`<rect width="1" height="1" fill="${config.theme.brand}"></rect>`);
  });

  it("refuses a social link to another site, office hours out of order and 30 per page, beside their fields", async () => {
    const agency = await save("agency", {
      social: { facebook: "https://evil.example/facebook.com" },
      officeHours: { mon: ["13:00-18:00", "09:00-12:00"] },
    });
    expect(agency.status).toBe(422);
    const html = await agency.text();
    expect(html).toMatch(
      /id="settings-social-facebook-error"[^>]*>Must be an https address on facebook\.com\.</,
    );
    expect(html).toMatch(
      /id="settings-officeHours-mon-error"[^>]*>The second range must start after the first ends\.</,
    );
    expect(html).toContain('value="https://evil.example/facebook.com"');
    const listings = await save("listings", { perPage: 30 as 12 });
    expect(listings.status).toBe(422);
    expect(await listings.text()).toMatch(
      /id="settings-perPage-error"[^>]*>Must be 12, 24 or 36\.</,
    );
    expect(await drafts()).toEqual([]);
  });

  it("shows the social links in the footer by name, and the office hours on the contact page", async () => {
    await publish("agency", {
      social: { facebook: "https://www.facebook.com/immolumiere", x: "https://x.com/immolumiere" },
      officeHours: { mon: ["09:00-12:30", "13:30-18:00"], sat: ["10:00-12:00"] },
    });
    const home = await page("/fr/");
    expect(home).toContain(
      'href="https://www.facebook.com/immolumiere" target="_blank" rel="noopener noreferrer" aria-label="Immo Lumière sur Facebook (nouvel onglet)"',
    );
    expect(home).toContain('aria-label="Immo Lumière sur X (nouvel onglet)"');
    const contact = await page("/nl/contact/");
    expect(contact).toContain("Openingsuren (Belgische tijd)");
    expect(contact).toContain("<dt>maandag</dt><dd>09:00–12:30, 13:30–18:00</dd>");
    expect(contact).toContain("<dt>zondag</dt><dd>Gesloten</dd>");
  });

  it("shows the agency's consent texts in their language, the site's own in the others", async () => {
    await publish("cookieConsent", {
      title: { fr: "Vos cookies, votre décision" },
      text: { fr: "Nous mesurons les visites si vous le voulez bien." },
    });
    const fr = await page("/fr/");
    expect(fr).toContain("Vos cookies, votre décision");
    expect(fr).toContain("Nous mesurons les visites si vous le voulez bien.");
    expect(await page("/en/")).toContain("Your privacy, your choice");
  });

  it("writes the SEO defaults into the head of a page without its own", async () => {
    const image = { key: "42-0123456789ab", width: 1200, height: 630, alt: {} };
    await publish("seo", {
      titleSuffix: " · Immo L.",
      description: { fr: "Agence immobilière à Namur depuis 1990." },
      image,
    });
    const home = await page("/fr/");
    expect(home).toMatch(/<title>[^<]* · Immo L\.<\/title>/);
    expect(home).toContain(
      '<meta name="description" content="Agence immobilière à Namur depuis 1990."',
    );
    expect(home).toContain(
      '<meta property="og:image" content="http://localhost/media/42-0123456789ab/1024.jpg"',
    );
  });

  it("lists the agency's results per page, links leaving that size out", async () => {
    await publish("listings", { perPage: 24 });
    const list = await page("/fr/a-vendre/");
    expect(list).toMatch(/<title>À vendre – page 1 sur 2 \[27 objets\]/);
    expect(list).toMatch(/<option value="24" selected="">/);
    expect(list).toContain('href="/fr/a-vendre/?page=2"');
    expect(await page("/fr/a-vendre/?per-page=12")).toMatch(/page 1 sur 3 \[27 objets\]/);
  });
});
