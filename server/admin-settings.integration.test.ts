import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { type SiteConfig, siteConfigSchema } from "#app/model/config/site-config.ts";
import { deskRequests } from "#tests/support/desk-requests.ts";
import { settingsPost } from "#tests/support/settings-form.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, auditActions, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Settings" (ADR 056, ADR 060): the settings editor through the real application: a refused
// value with its message beside its field and nothing stored, a draft the public does not see, a
// publish it does see, a colour pair refused with its ratio, the add button, and the refusals (an
// agent, a cross-site POST, an unknown group or form).
describe(`the desk's settings editor on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let config: SiteConfig;
  let admin: number;
  let agent: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = siteConfigSchema.parse(testSiteConfig("Immo Lumière"));
    await writeSiteConfig(database.db, config);
    admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ann@agency.be",
      name: "Ann",
      language: "nl",
    });
    agent = await addTestStaff(database.db, {
      role: "agent",
      email: "bob@agency.be",
      name: "Bob",
      language: "en",
    });
    // No page cache: what the public sees is read again on each request (the cache's renewal is ADR 056's).
    site = await createTestApp(database, { pageCacheBytes: 0 });
  });
  afterAll(() => database.dispose());

  const { request, post } = deskRequests(() => site);
  const drafts = () => database.db.selectFrom("content_draft").selectAll().execute();
  const publicHome = async () => (await request("/fr/")).text();
  /** The posted form of a group, with some fields changed. */
  const changed = <G extends keyof SiteConfig>(group: G, change: Partial<SiteConfig[G]>) =>
    settingsPost(group, { ...config[group], ...change });

  it("answers an agent the desk's 404 on every settings page and form, and stores nothing", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    expect((await request("/admin/settings/", { cookie })).status).toBe(404);
    expect((await request("/admin/settings/agency/", { cookie })).status).toBe(404);
    const save = await post(
      "/admin/settings/agency/?do=save",
      changed("agency", { name: "Bob's" }),
      cookie,
    );
    expect(save.status).toBe(404);
    expect((await post("/admin/settings/agency/?do=publish", [], cookie)).status).toBe(404);
    expect(await drafts()).toEqual([]);
  });

  it("sends a logged-out visitor to the login page", async () => {
    const res = await request("/admin/settings/agency/");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
  });

  it("lists the groups for an admin, each linking to its editor, in the menu for admins only", async () => {
    const html = await (
      await request("/admin/settings/", { cookie: await staffSessionCookie(database.db, admin) })
    ).text();
    expect(html).toContain('href="/admin/settings/agency/"');
    expect(html).toContain('href="/admin/settings/homeBanner/"');
    expect(html).toContain("Nog nooit vanuit het beheer gepubliceerd");
    const agentDesk = await (
      await request("/admin/", { cookie: await staffSessionCookie(database.db, agent) })
    ).text();
    expect(agentDesk).not.toContain('href="/admin/settings/"');
  });

  it("answers the desk's 404 for a group that does not exist, and 400 for an unknown form", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    expect((await request("/admin/settings/secrets/", { cookie })).status).toBe(404);
    expect((await post("/admin/settings/agency/?do=drop", [], cookie)).status).toBe(400);
    const button = [...changed("topBar", {}), ["edit", "add:__proto__"]] as [string, string][];
    expect((await post("/admin/settings/topBar/?do=save", button, cookie)).status).toBe(400);
    expect(await drafts()).toEqual([]);
  });

  it("refuses an invalid value with its message beside its field, in the member's language, the values kept", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const fields = changed("agency", { name: "Immo Nieuw", email: "not-an-address" });
    const res = await post("/admin/settings/agency/?do=save", fields, cookie);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="settings-email-error"[^>]*>Moet een e-mailadres zijn\.</);
    expect(html).toMatch(/aria-describedby="settings-email-error"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="Immo Nieuw"');
    expect(html).toContain('href="#settings-email"');
    expect(await drafts()).toEqual([]);
  });

  it("refuses a colour pair below WCAG AA with its ratio, and stores nothing", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await post(
      "/admin/settings/theme/?do=save",
      changed("theme", { brand: "#6fa8dc" }),
      cookie,
    );
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("Contrast 2.5:1 met wit, minstens 4.5:1 nodig (WCAG AA)");
    expect(await drafts()).toEqual([]);
  });

  it("adds an item to a list and draws the form again, without storing anything", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const count = config.topBar.left.length;
    const fields = [...changed("topBar", {}), ["edit", "add:left"]] as [string, string][];
    const res = await post("/admin/settings/topBar/?do=save", fields, cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`name="left.${count}.href"`);
    expect(html).not.toContain(`name="left.${count + 1}.href"`);
    // The new item is drawn open, the others folded (settings-fold.tsx).
    const folds = html.split('<details class="settings-fold"').slice(1);
    expect(folds.length).toBeGreaterThan(1);
    const open = folds.filter((fold) => fold.startsWith(" open"));
    expect(open).toHaveLength(1);
    expect(open[0]).toContain(`name="left.${count}.href"`);
    expect(await drafts()).toEqual([]);
  });

  it("offers an image the settings hold in its picker, chosen, so that saving keeps it", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const html = await (await request("/admin/settings/homeBanner/", { cookie })).text();
    const first = config.homeBanner.type === "gallery" ? config.homeBanner.images[0] : undefined;
    const radio = html.match(/<input type="radio" name="images\.0"[^>]*checked[^>]*>/)?.[0] ?? "";
    expect(radio).toContain(`${first?.key}`);
    expect(html).not.toContain("picker.none");
  });

  it("refuses a cross-site POST before anything changes", async () => {
    const res = await request("/admin/settings/agency/?do=save", {
      method: "POST",
      body: new URLSearchParams(changed("agency", { name: "Evil" })),
      cookie: await staffSessionCookie(database.db, admin),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await drafts()).toEqual([]);
  });

  it("keeps a saved draft from the public, then publishes it to the public page", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const save = await post(
      "/admin/settings/agency/?do=save",
      changed("agency", { name: "Immo Nieuw" }),
      cookie,
    );
    expect(save.status).toBe(303);
    expect(save.headers.get("location")).toBe("/admin/settings/agency/?done=saved");
    const editor = await (await request("/admin/settings/agency/?done=saved", { cookie })).text();
    expect(editor).toContain('value="Immo Nieuw"');
    expect(editor).toContain("Ontwerp bewaard door Ann");
    expect(editor).toContain('href="/admin/history/settings/agency/"');
    expect(await publicHome()).not.toContain("Immo Nieuw");
    expect((await readSiteConfig(database.db))?.agency.name).toBe("Immo Lumière");

    const publish = await post("/admin/settings/agency/?do=publish", [], cookie);
    expect(publish.status).toBe(303);
    expect(publish.headers.get("location")).toBe("/admin/settings/agency/?done=published");
    expect(await publicHome()).toContain("Immo Nieuw");
    expect((await readSiteConfig(database.db))?.agency.name).toBe("Immo Nieuw");
    expect(await drafts()).toEqual([]);
    const list = await (await request("/admin/settings/", { cookie })).text();
    expect(list).toContain("Gepubliceerd (versie 2) door Ann");
    expect(await auditActions(database.db)).toEqual([
      `site.draft:${admin}`,
      `site.publish:${admin}`,
    ]);
  });

  it("answers a publish without a draft with why, changing nothing", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await post("/admin/settings/theme/?do=publish", [], cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Er is geen ontwerp om te publiceren");
  });
});

// Issue 27 "Settings": a database migrated and nothing else has no configuration; the editor shows the
// starter one, and publishing one group stores a whole valid configuration.
describe(`the settings editor on a fresh database on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ann@agency.be",
      name: "Ann",
      language: "en",
    });
    site = await createTestApp(database, { pageCacheBytes: 0 });
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit = {}) =>
    site.app.request(`http://localhost${path}`, { redirect: "manual", ...init });

  it("publishes the theme alone into a whole configuration", async () => {
    expect(await readSiteConfig(database.db)).toBeUndefined();
    const cookie = await staffSessionCookie(database.db, admin);
    const editor = await (await request("/admin/settings/theme/", { headers: { cookie } })).text();
    expect(editor).toContain("Never published: the site uses its starter values");
    expect(editor).toContain('value="#1f3a4d"');
    const headers = { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" };
    const form = settingsPost("theme", { brand: "#7a2e1d", accent: "#b5793b" });
    const save = await request("/admin/settings/theme/?do=save", {
      method: "POST",
      body: new URLSearchParams(form),
      headers,
    });
    expect(save.status).toBe(303);
    const publish = await request("/admin/settings/theme/?do=publish", { method: "POST", headers });
    expect(publish.status).toBe(303);
    const stored = await readSiteConfig(database.db);
    expect(stored?.theme).toEqual({ brand: "#7a2e1d", accent: "#b5793b" });
    expect(stored?.languages.enabled).toEqual(["en", "nl", "fr", "de"]);
    expect(await (await request("/fr/")).text()).toContain("--brand:#7a2e1d");
  });
});
