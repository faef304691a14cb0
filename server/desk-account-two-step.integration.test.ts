import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  addTestStaff,
  auditActions,
  staffSessionCookie,
  testStaffPassword,
} from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 049: on the account page an agent turns two-step login on (the login's
// setup, recovery codes shown once) and off (the password, other sessions end); an admin's is required.
describe(`the account page's two-step login on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let agent: number;
  let requests = 0;
  const page = "/admin/account/";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await addTestStaff(database.db, { role: "admin", language: "en" });
    agent = await addTestStaff(database.db, {
      role: "agent",
      email: "bob@agency.be",
      language: "en",
    });
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.60.0.${++requests % 250}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const factor = () =>
    database.db
      .selectFrom("staff_second_factor")
      .selectAll()
      .where("staff_id", "=", agent)
      .executeTakeFirst();
  const actions = () => auditActions(database.db);
  const opens = async (cookie: string) => (await request(page, { cookie })).status === 200;
  /** Where a right password leads the agent's login. */
  const afterPassword = async () => {
    const res = await post("/admin/login/", {
      email: "bob@agency.be",
      password: testStaffPassword,
    });
    expect(res.status).toBe(303);
    return res.headers.get("location");
  };
  let secret = "";

  it("lets an agent set it up; a wrong code changes nothing; the first right one turns it on", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    expect(await (await request(page, { cookie })).text()).toContain("Two-step login is off");
    expect((await post(`${page}?do=two-step-start`, {}, cookie)).status).toBe(303);
    const html = await (await request(page, { cookie })).text();
    expect(html).toContain("<svg");
    secret = (html.match(/class="desk-steps__key">([A-Z2-7 ]+)</)?.[1] ?? "").replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    for (const code of ["000000", "not a code"]) {
      const wrong = await post(`${page}?do=two-step-confirm`, { code }, cookie);
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toContain("This code is not correct");
    }
    expect((await factor())?.enabled_at ?? null).toBeNull();
    expect(await afterPassword()).toBe("/admin/");

    const before = await actions();
    const code = totpCode(secret, stepAt(Date.now()));
    const right = await post(`${page}?do=two-step-confirm`, { code }, cookie);
    expect(right.status).toBe(200);
    const text = await right.text();
    expect([...text.matchAll(/<code>[a-z2-7]{4}(?:-[a-z2-7]{4}){3}<\/code>/g)]).toHaveLength(10);
    expect((await actions()).slice(before.length)).toEqual([`second-factor.enrolled:${agent}`]);
    expect((await factor())?.enabled_at).toBeTruthy();
    expect(await afterPassword()).toMatch(/^\/admin\/login\/code\//);
  });

  it("refuses a cross-site POST before anything changes", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const res = await request(`${page}?do=two-step-off`, {
      method: "POST",
      body: new URLSearchParams({ password: testStaffPassword }),
      cookie,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect((await factor())?.enabled_at).toBeTruthy();
  });

  it("turns it off with the password only, and ends the agent's other sessions", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const other = await staffSessionCookie(database.db, agent);
    const before = await actions();
    const wrong = await post(`${page}?do=two-step-off`, { password: "not-the-password" }, cookie);
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("This password is not correct.");
    expect((await factor())?.enabled_at).toBeTruthy();
    expect(await opens(other)).toBe(true);

    const right = await post(`${page}?do=two-step-off`, { password: testStaffPassword }, cookie);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe(`${page}?done=twoStepOff`);
    expect(await factor()).toBeUndefined();
    expect(await opens(cookie)).toBe(true);
    expect(await opens(other)).toBe(false);
    expect((await actions()).slice(before.length)).toEqual([
      `second-factor.removed:${agent}`,
      `session.end:${agent}`,
    ]);
    expect(await afterPassword()).toBe("/admin/");
  });

  it("shows an admin's as required, with no form to turn it off, and refuses the forms", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const html = await (await request(page, { cookie })).text();
    expect(html).toContain("it cannot be turned off");
    expect(html).not.toContain("do=two-step");
    const before = await actions();
    for (const form of ["two-step-off", "two-step-start", "two-step-confirm"]) {
      const res = await post(`${page}?do=${form}`, { password: testStaffPassword }, cookie);
      expect(res.status).toBe(404);
    }
    expect(await actions()).toEqual(before);
  });
});
