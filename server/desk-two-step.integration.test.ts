import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { issueSetPasswordLink } from "#app/services/admin/password-link.server.ts";
import {
  confirmStaffEnrolment,
  enrolmentSecret,
} from "#app/services/admin/staff-two-step.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, auditActions, testStaffPassword } from "#tests/support/staff-sessions.ts";
import { createTestApp, testSecondFactorKey } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 049: the desk's two-step login (required for admins, set up at the first login;
// asked of an agent once on) and the set-password link's page.
describe(`the desk's two-step login and set-password page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await addTestStaff(database.db, { role: "admin", email: "ada@agency.example" });
    await addTestStaff(database.db, { role: "agent", email: "bert@agency.example" });
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.50.0.${++requests % 250}`);
    headers.set("cookie", ["lang=en", init.cookie].filter(Boolean).join("; "));
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const actions = () => auditActions(database.db);
  const password = async (email: string) => {
    const res = await post("/admin/login/?next=%2Fadmin%2Fleads%2F", {
      email,
      password: testStaffPassword,
    });
    expect(res.status).toBe(303);
    return { location: res.headers.get("location"), cookie: cookieOf(res) };
  };
  const opens = async (cookie: string) => (await request("/admin/x/", { cookie })).status === 404;
  let recoveryCodes: string[] = [];
  let secret = "";

  it("leads an admin without two-step login to set it up after the password", async () => {
    const { location, cookie } = await password("ada@agency.example");
    expect(location).toBe("/admin/login/two-step/?next=%2Fadmin%2Fleads%2F");
    // The waiting login opens nothing.
    expect(await opens(cookie)).toBe(false);
    const page = await request(location ?? "", { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<svg");
    secret = (html.match(/class="desk-steps__key">([A-Z2-7 ]+)</)?.[1] ?? "").replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const before = await actions();
    const wrong = await post(location ?? "", { code: "000000" }, cookie);
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(await wrong.text()).toContain("This code is not correct");
    expect((await actions()).slice(before.length)).toEqual([`login.second-factor.failed:${admin}`]);

    const right = await post(
      location ?? "",
      { code: totpCode(secret, stepAt(Date.now())) },
      cookie,
    );
    expect(right.headers.get("location")).toBeNull();
    expect(right.status).toBe(200);
    const text = await right.text();
    recoveryCodes = [...text.matchAll(/<code>([a-z2-7]{4}(?:-[a-z2-7]{4}){3})<\/code>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(text).toContain('href="/admin/leads/"');
    const session = cookieOf(right);
    expect(await opens(session)).toBe(true);
    expect((await actions()).slice(before.length + 1)).toEqual([
      `second-factor.enrolled:${admin}`,
      `login:${admin}`,
    ]);
  });

  it("asks for the code at the next login, and takes a recovery code once", async () => {
    const { location, cookie } = await password("ada@agency.example");
    expect(location).toBe("/admin/login/code/?next=%2Fadmin%2Fleads%2F");
    expect((await request(location ?? "", { cookie })).status).toBe(200);
    // Setting it up again is not a way around the code.
    const again = await request("/admin/login/two-step/?next=%2Fadmin%2Fleads%2F", { cookie });
    expect(again.headers.get("location")).toBe("/admin/login/code/?next=%2Fadmin%2Fleads%2F");

    const code = recoveryCodes[0] ?? "";
    const res = await post(location ?? "", { code }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/leads/");
    expect(await opens(cookieOf(res))).toBe(true);

    const replay = await password("ada@agency.example");
    const refused = await post(replay.location ?? "", { code }, replay.cookie);
    expect(refused.status).toBe(200);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect(await refused.text()).toContain("This code is not correct");
  });

  it("lets an agent without two-step login straight in", async () => {
    const { location, cookie } = await password("bert@agency.example");
    expect(location).toBe("/admin/leads/");
    expect(await opens(cookie)).toBe(true);
  });

  it("asks an agent who turned it on for the code", async () => {
    const dora = await addTestStaff(database.db, { role: "agent", email: "dora@agency.example" });
    const key = Buffer.from(testSecondFactorKey, "hex");
    const now = new Date();
    const doraSecret = (await enrolmentSecret(database.db, { staffId: dora, key, now })) ?? "";
    const code = totpCode(doraSecret, stepAt(now.getTime()));
    const attempt = { staffId: dora, code, key, address: "192.0.2.1", now };
    expect(await confirmStaffEnrolment(database.db, attempt)).toHaveLength(10);
    const { location } = await password("dora@agency.example");
    expect(location).toBe("/admin/login/code/?next=%2Fadmin%2Fleads%2F");
  });

  it("sends a code step without a waiting login back to the login", async () => {
    for (const path of ["/admin/login/code/", "/admin/login/two-step/"]) {
      const res = await post(path, { code: "123456" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login/?next=%2Fadmin%2F&ended=1");
    }
  });

  it("sets a password through the link once, by the owners' rules, then to the login", async () => {
    const carol = await addTestStaff(database.db, { role: "agent", email: "carol@agency.example" });
    const { url } = await issueSetPasswordLink(database.db, {
      staffId: carol,
      origin: "http://localhost",
      now: new Date(),
    });
    const arrival = await request(new URL(url).pathname + new URL(url).search);
    // ADR 041: the token leaves the address at once, kept in a cookie of this page's address only.
    expect(arrival.status).toBe(303);
    expect(arrival.headers.get("location")).toBe("/admin/password/");
    expect(arrival.headers.get("cache-control")).toBe("private, no-store");
    const linkCookie = cookieOf(arrival);
    const page = await request("/admin/password/", { cookie: linkCookie });
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const token = (await page.text()).match(/name="token" value="([\w-]{32})"/)?.[1] ?? "";
    expect(token).toHaveLength(32);

    const short = await post("/admin/password/", {
      token,
      password: "short",
      passwordRepeat: "short",
    });
    expect(short.status).toBe(400);
    const chosen = "A calm desk for the agency";
    const saved = await post("/admin/password/", {
      token,
      password: chosen,
      passwordRepeat: chosen,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/login/?passwordSet=1");
    const reused = await post("/admin/password/", {
      token,
      password: `${chosen}!`,
      passwordRepeat: `${chosen}!`,
    });
    expect(reused.status).toBe(400);
    const login = await post("/admin/login/", { email: "carol@agency.example", password: chosen });
    expect(login.headers.get("location")).toBe("/admin/");
  });
});
