import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { endStaffSession } from "#app/services/admin/staff-session.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  addTestStaff,
  staffSessionCookie,
  testStaffPassword,
  testStaffStorage,
} from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 049: the desk's guard, its login and logout, its headers, and each refusal.
describe(`the staff desk's guard on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let agent: number;
  let requests = 0;
  const hour = 3_600_000;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ada@agency.example",
      name: "Ada Admin",
      language: "fr",
    });
    agent = await addTestStaff(database.db, {
      role: "agent",
      email: "bert@agency.example",
      name: "Bert Agent",
      language: "nl",
    });
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  // Each request from its own address, so that the per-address login limit stays out of the way.
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.49.0.${++requests % 250}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  const audit = () => database.db.selectFrom("staff_audit").selectAll().orderBy("id").execute();
  const expectDeskHeaders = (res: Response) => {
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  };
  const expectLogin = (res: Response, query: string) => {
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/admin/login/?${query}`);
    expectDeskHeaders(res);
  };

  it("sends a visitor without a session to the login page, keeping the page asked for", async () => {
    expectLogin(await request("/admin/"), "next=%2Fadmin%2F");
    expectLogin(
      await request("/admin/leads/?status=new"),
      "next=%2Fadmin%2Fleads%2F%3Fstatus%3Dnew",
    );
    // A client navigation's data request gets the same redirect, in its own encoding.
    const data = await request("/admin/leads/.data");
    expect(await data.text()).toContain("/admin/login/?next=%2Fadmin%2Fleads%2F");
  });

  it("answers its login page privately, unindexed, framed by nobody, without the agency's tags", async () => {
    await writeSiteConfig(database.db, {
      ...testSiteConfig("Immo Lumière"),
      siteInfo: { analyticsId: "G-DESK0TEST" },
    });
    const res = await request("/admin/login/");
    expect(res.status).toBe(200);
    expectDeskHeaders(res);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("content-security-policy")).not.toContain("googletagmanager");
    const html = await res.text();
    expect(html).not.toContain("G-DESK0TEST");
    expect(html).toContain('name="email"');
    // The public home still carries the tag and may be framed by our own pages.
    const home = await request("/en/");
    expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
  });

  it("logs in with the right pair, to the page asked for, and audits it", async () => {
    const before = (await audit()).length;
    const res = await post("/admin/login/?next=%2Fadmin%2Fleads%2F", {
      email: "ADA@agency.example",
      password: testStaffPassword,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/leads/");
    expectDeskHeaders(res);
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^desk=/);
    expect(setCookie).toContain("Path=/admin/");
    expect(setCookie).toContain("HttpOnly");
    const entries = (await audit()).slice(before);
    expect(entries).toMatchObject([{ staff_id: admin, action: "login" }]);
    // A return path off the desk goes to the dashboard.
    const elsewhere = await post("/admin/login/?next=%2F%2Fevil.example%2F", {
      email: "ada@agency.example",
      password: testStaffPassword,
    });
    expect(elsewhere.headers.get("location")).toBe("/admin/");
  });

  it("refuses a wrong pair with one message whether the e-mail exists or not, and audits it without the e-mail", async () => {
    const before = (await audit()).length;
    // In the visitor's remembered language (the site's default is French).
    const unknown = await post(
      "/admin/login/",
      { email: "nobody@agency.example", password: "x" },
      "lang=en",
    );
    const wrong = await post(
      "/admin/login/",
      { email: "ada@agency.example", password: "wrong" },
      "lang=en",
    );
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toBeNull();
      expectDeskHeaders(res);
      expect(await res.text()).toContain("the e-mail address or password is not correct");
    }
    const entries = (await audit()).slice(before);
    expect(entries).toMatchObject([
      { staff_id: null, action: "login.failed" },
      { staff_id: admin, action: "login.failed" },
    ]);
    expect(JSON.stringify(entries)).not.toContain("agency.example");
  });

  it("opens the desk in the member's language, with the member's name, role and navigation", async () => {
    const res = await request("/admin/unknown-page/", {
      cookie: await staffSessionCookie(database.db, admin),
    });
    expect(res.status).toBe(404);
    expectDeskHeaders(res);
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Ada Admin");
    expect(html).toContain("Administrateur");
    expect(html).toContain('href="/admin/staff/"');
    expect(html).toContain('href="/admin/audit/"');
    expect(html).toContain("Page introuvable");

    const agentPage = await request("/admin/unknown-page/", {
      cookie: await staffSessionCookie(database.db, agent),
    });
    const agentHtml = await agentPage.text();
    expect(agentHtml).toContain('<html lang="nl"');
    expect(agentHtml).toContain('href="/admin/leads/"');
    expect(agentHtml).not.toContain('href="/admin/staff/"');
    expect(agentHtml).not.toContain('href="/admin/audit/"');
  });

  it("holds each role to its own limits: an admin's hour idle, an agent's eight", async () => {
    const idleAdmin = await staffSessionCookie(database.db, admin, { seenAgo: 1.5 * hour });
    expectLogin(await request("/admin/x/", { cookie: idleAdmin }), "next=%2Fadmin%2Fx%2F&ended=1");
    const idleAgent = await staffSessionCookie(database.db, agent, { seenAgo: 1.5 * hour });
    expect((await request("/admin/x/", { cookie: idleAgent })).status).toBe(404);
    const oldAgent = await staffSessionCookie(database.db, agent, { startedAgo: 8 * 24 * hour });
    expectLogin(await request("/admin/x/", { cookie: oldAgent }), "next=%2Fadmin%2Fx%2F&ended=1");
  });

  it("records a page as activity at most once a minute", async () => {
    const cookie = await staffSessionCookie(database.db, agent, { seenAgo: 2 * hour });
    const hash = tokenHash((await sessionToken(testStaffStorage, cookie)) ?? "");
    const seen = async () =>
      new Date(
        (
          await database.db
            .selectFrom("account_session")
            .select("seen_at")
            .where("token_hash", "=", hash)
            .executeTakeFirstOrThrow()
        ).seen_at,
      ).getTime();
    await request("/admin/x/", { cookie });
    expect(Date.now() - (await seen())).toBeLessThan(60_000);
  });

  it("puts a disabled account out at once, clearing its cookie", async () => {
    const carol = await addTestStaff(database.db, { role: "agent", email: "carol@agency.example" });
    const cookie = await staffSessionCookie(database.db, carol);
    expect((await request("/admin/x/", { cookie })).status).toBe(404);
    await disableStaff(database.db, "carol@agency.example", new Date());
    const res = await request("/admin/x/", { cookie });
    expectLogin(res, "next=%2Fadmin%2Fx%2F&ended=1");
    expect(res.headers.get("set-cookie")).toMatch(/^desk=;.*Expires=Thu, 01 Jan 1970/);
    // Nor may it log in again.
    const login = await post("/admin/login/", {
      email: "carol@agency.example",
      password: testStaffPassword,
    });
    expect(login.status).toBe(200);
  });

  it("puts an ended session out", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const row = await database.db
      .selectFrom("account_session")
      .select("id")
      .where("token_hash", "=", tokenHash((await sessionToken(testStaffStorage, cookie)) ?? ""))
      .executeTakeFirstOrThrow();
    await endStaffSession(database.db, { staffId: agent, sessionId: Number(row.id) }, new Date());
    expectLogin(await request("/admin/x/", { cookie }), "next=%2Fadmin%2Fx%2F&ended=1");
  });

  it("ends the session at logout, so that a copied cookie opens nothing after it", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const before = (await audit()).length;
    const res = await post("/admin/logout/", {}, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login/?loggedOut=1");
    expect(res.headers.get("set-cookie")).toMatch(/^desk=;/);
    expect((await audit()).slice(before)).toMatchObject([{ staff_id: agent, action: "logout" }]);
    expectLogin(await request("/admin/x/", { cookie }), "next=%2Fadmin%2Fx%2F&ended=1");
    const page = await request("/admin/login/?loggedOut=1", { cookie: "lang=en" });
    expect(await page.text()).toContain(
      '<p class="desk-notice" role="status">You are logged out.</p>',
    );
  });

  it("refuses a cross-site POST, leaving the session open", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const res = await request("/admin/logout/", { method: "POST", headers, cookie });
      expect(res.status).toBe(403);
    }
    const login = await request("/admin/login/", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ email: "bert@agency.example", password: testStaffPassword }),
    });
    expect(login.status).toBe(403);
    expect((await request("/admin/x/", { cookie })).status).toBe(404);
  });

  it("keeps the desk out of robots and the sitemap", async () => {
    expect(await (await request("/robots.txt")).text()).toContain("Disallow: /admin/");
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/admin");
  });
});
