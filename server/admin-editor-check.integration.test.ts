import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { xssVectors } from "#tests/fixtures/xss-vectors.ts";
import { markupOutsideSubset } from "#tests/support/live-markup.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 058: the desk's writing check, through the real application: an admin's text comes back as the
// site keeps it; an agent, a visitor and a too large text are refused, and nothing is ever stored.
describe(`the desk's writing check on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let agent: string;
  const path = "/admin/editor-check/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await staffSessionCookie(
      database.db,
      await addTestStaff(database.db, { role: "admin" }),
    );
    agent = await staffSessionCookie(
      database.db,
      await addTestStaff(database.db, { role: "agent" }),
    );
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const request = (init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (text: string, cookie?: string) =>
    request({
      method: "POST",
      body: new URLSearchParams({ text }),
      ...(cookie ? { cookie } : {}),
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const audited = async () =>
    (await database.db.selectFrom("staff_audit").select("id").execute()).length;

  it("shows an admin the editor's plain box and answers the text as the site keeps it", async () => {
    const page = await request({ cookie: admin });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<textarea[^>]*name="text"/);
    const answer = await post(`<h1 onclick="x()">T</h1>${xssVectors.join("")}`, admin);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const kept = /data-testid="kept-html">([^<]*)</.exec(html)?.[1] ?? "";
    expect(kept.startsWith("&lt;h2&gt;T&lt;/h2&gt;")).toBe(true);
    const prose = /<div class="prose">(.*?)<\/div><h3>/s.exec(html)?.[1];
    expect(prose).toBeDefined();
    expect(markupOutsideSubset(prose ?? "")).toEqual([]);
    expect(await audited()).toBe(0);
  });

  it("refuses a text larger than any desk form may post with a 413", async () => {
    expect((await post(`<p>${"a".repeat(100_001)}</p>`, admin)).status).toBe(413);
  });

  it("is a 404 for an agent, and the login page for a visitor", async () => {
    expect((await request({ cookie: agent })).status).toBe(404);
    expect((await post("<p>x</p>", agent)).status).toBe(404);
    const visitor = await request();
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toMatch(/^\/admin\/login\//);
  });
});
