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

// docs/requirements.md §17, ADR 049: new recovery codes from the account page (the password again, the
// old codes stop working, the new ones shown once, audited), an agent's setup cancelled there, and an
// admin's required first-login setup, which cannot be cancelled but can be logged out of.
describe(`recovery codes and setups on the account page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let agent: number;
  let requests = 0;
  const page = "/admin/account/";
  const adminEmail = "ada@agency.be";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await addTestStaff(database.db, { role: "admin", email: adminEmail, language: "en" });
    agent = await addTestStaff(database.db, { role: "agent", language: "en" });
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.61.0.${++requests % 250}`);
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
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const codesIn = (html: string) =>
    [...html.matchAll(/<code>([a-z2-7]{4}(?:-[a-z2-7]{4}){3})<\/code>/g)].map((m) => m[1] ?? "");
  const factorOf = (staffId: number) =>
    database.db
      .selectFrom("staff_second_factor")
      .selectAll()
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
  const storedCodes = async () =>
    (
      await database.db
        .selectFrom("staff_recovery_code")
        .select("code_hash")
        .where("staff_id", "=", admin)
        .orderBy("code_hash")
        .execute()
    ).map((row) => row.code_hash);
  const adminPassword = () =>
    post("/admin/login/", { email: adminEmail, password: testStaffPassword });
  /** The admin's login with a recovery code: where it leads (the desk on a right one). */
  const loginWithCode = async (code: string) => {
    const pending = cookieOf(await adminPassword());
    const res = await post("/admin/login/code/?next=%2Fadmin%2F", { code }, pending);
    return res.status === 303 ? res.headers.get("location") : `refused ${res.status}`;
  };
  let firstCodes: string[] = [];
  let session = "";

  it("lets an admin log out of the required first-login setup, and refuses to cancel it", async () => {
    const password = await adminPassword();
    expect(password.headers.get("location")).toMatch(/^\/admin\/login\/two-step\//);
    const pending = cookieOf(password);
    expect(await (await request("/admin/login/two-step/", { cookie: pending })).text()).toContain(
      "do=logout",
    );
    const cookie = await staffSessionCookie(database.db, admin);
    expect((await post(`${page}?do=two-step-cancel`, {}, cookie)).status).toBe(404);

    const out = await post("/admin/login/two-step/?do=logout", {}, pending);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/login/?loggedOut=1");
    const after = await request("/admin/login/two-step/", { cookie: cookieOf(out) });
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login\/\?/);
    expect((await factorOf(admin))?.enabled_at ?? null).toBeNull();
  });

  it("sets up the admin's two-step login at the next login, with ten recovery codes", async () => {
    const pending = cookieOf(await adminPassword());
    const html = await (await request("/admin/login/two-step/", { cookie: pending })).text();
    const key = (html.match(/class="desk-steps__key">([A-Z2-7 ]+)</)?.[1] ?? "").replaceAll(
      " ",
      "",
    );
    const code = totpCode(key, stepAt(Date.now()));
    const done = await post("/admin/login/two-step/", { code }, pending);
    expect(done.status).toBe(200);
    firstCodes = codesIn(await done.text());
    expect(firstCodes).toHaveLength(10);
    session = cookieOf(done);
    expect(await (await request(page, { cookie: session })).text()).toContain("do=two-step-codes");
  });

  it("refuses new codes on a wrong password or a cross-site POST, changing nothing", async () => {
    const before = { codes: await storedCodes(), actions: await auditActions(database.db) };
    const wrong = await post(
      `${page}?do=two-step-codes`,
      { password: "not-the-password" },
      session,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("This password is not correct.");
    const crossSite = await request(`${page}?do=two-step-codes`, {
      method: "POST",
      body: new URLSearchParams({ password: testStaffPassword }),
      cookie: session,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedCodes()).toEqual(before.codes);
    expect((await auditActions(database.db)).slice(before.actions.length)).not.toContain(
      `second-factor.codes-renewed:${admin}`,
    );
  });

  it("replaces the codes: the new ones shown once, the old ones no longer open the desk", async () => {
    const other = await staffSessionCookie(database.db, admin);
    const before = await auditActions(database.db);
    const res = await post(`${page}?do=two-step-codes`, { password: testStaffPassword }, session);
    expect(res.status).toBe(200);
    const codes = codesIn(await res.text());
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => firstCodes.includes(code))).toEqual([]);
    expect((await auditActions(database.db)).slice(before.length)).toEqual([
      `second-factor.codes-renewed:${admin}`,
      `session.end:${admin}`,
    ]);
    expect((await request(page, { cookie: other })).status).toBe(303);
    expect(await (await request(page, { cookie: session })).text()).not.toContain(codes[0]);

    expect(await loginWithCode(firstCodes[0] ?? "")).toBe("refused 200");
    expect(await loginWithCode(codes[0] ?? "")).toBe("/admin/");
  });

  it("answers 404 to new codes while two-step login is off", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const res = await post(`${page}?do=two-step-codes`, { password: testStaffPassword }, cookie);
    expect(res.status).toBe(404);
  });

  it("lets an agent cancel a setup begun on the account page: the pending secret goes", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    expect((await post(`${page}?do=two-step-start`, {}, cookie)).status).toBe(303);
    const setup = await (await request(page, { cookie })).text();
    expect(setup).toContain("do=two-step-cancel");
    expect(await factorOf(agent)).toBeDefined();

    const res = await post(`${page}?do=two-step-cancel`, {}, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page}?done=twoStepCancelled`);
    expect(await factorOf(agent)).toBeUndefined();
    const html = await (await request(res.headers.get("location") ?? page, { cookie })).text();
    expect(html).toContain("The setup is cancelled");
    expect(html).toContain("do=two-step-start");
  });
});
