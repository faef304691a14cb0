import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { secondFactorLimit } from "#app/domain/login-throttle.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { attemptSecondFactor } from "#app/services/owners/second-factor.server.ts";
import {
  readOwnerSession,
  readPendingLogin,
  startPendingLogin,
} from "#app/services/owners/session.server.ts";
import { ownerSessionCookie, testOwnerStorage } from "#tests/support/owner-sessions.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp, testSecondFactorKey } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031): an owner turns on codes from an authenticator app, logs
// in with one or with a recovery code, and turns it off, over the real application and database.
describe(`the owner's second factor on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const password = "Correct-horse-2026";
  const storage = testOwnerStorage;
  let carla = 0;
  let dirk = 0;
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const owner = (email: string, displayName: string) =>
      saveOwner(database.db, { email, displayName, password, propertyIds: [] }, new Date());
    carla = await owner("carla@example.be", "Carla Maes");
    dirk = await owner("dirk@example.be", "Dirk Wouters");
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  // Each request from its own address, so that the per-address login limit stays out of the way.
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.9.0.${++requests}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const sessionOf = (ownerId: number) => ownerSessionCookie(database.db, ownerId);
  const securityPage = "/en/owner-portal/security/";
  const codeOf = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);
  /** A six-digit code that is none of the three the app would accept now. */
  const wrongCode = (secret: string) =>
    ["000000", "111111", "222222", "333333"].find(
      (code) => ![-1, 0, 1].some((offset) => codeOf(secret, offset) === code),
    ) ?? "";
  const loginMails = async () =>
    (await database.db.selectFrom("outbox_message").select("kind").execute()).filter(
      (m) => m.kind === "owner-login",
    ).length;
  /** The key the security page shows while setting up, as an owner would type it in the app. */
  const keyOf = (html: string) =>
    (/<code class="owner-security__key">([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? "").replace(
      / /g,
      "",
    );
  const setupKey = async (session: string) =>
    keyOf(await (await request(securityPage, { cookie: session })).text());
  let secret = "";
  let firstCode = "";
  let recovery: string[] = [];

  it("sets up codes from an app: a QR code and a key, then the first code turns them on", async () => {
    const session = await sessionOf(carla);
    const off = await (await request(securityPage, { cookie: session })).text();
    expect(off).toContain("Two-step login is off.");
    expect(off).toContain('href="/en/owner-portal/security/"');

    const started = await post(`${securityPage}?do=start`, {}, session);
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(securityPage);
    const setup = await (await request(securityPage, { cookie: session })).text();
    expect(setup).toMatch(/<svg viewBox="0 0 \d+ \d+" role="img" aria-label="QR code to scan/);
    secret = keyOf(setup);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await post(`${securityPage}?do=confirm`, { code: wrongCode(secret) }, session);
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("This code is not correct, or was used already.");
    const bad = await post(`${securityPage}?do=confirm`, { code: "12ab" }, session);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please type the six digits the app shows.");

    firstCode = codeOf(secret);
    const confirmed = await post(`${securityPage}?do=confirm`, { code: firstCode }, session);
    const html = await confirmed.text();
    expect(confirmed.status).toBe(200);
    expect(html).toContain("Your recovery codes");
    recovery = [...html.matchAll(/<li><code>([a-z2-7]{4}(?:-[a-z2-7]{4}){3})<\/code><\/li>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(recovery).toHaveLength(10);
    expect(
      /Two-step login is on since \d\d\/\d\d\/\d{4}\. 10 recovery codes left\./.test(html),
    ).toBe(true);
    // Shown once: the page read again has no codes.
    expect(await (await request(securityPage, { cookie: session })).text()).not.toContain(
      recovery[0],
    );
  });

  it("asks for a code after the password; the step between opens nothing", async () => {
    const before = await loginMails();
    const byPassword = await post("/fr/login/", { login: "carla@example.be", password });
    expect(byPassword.status).toBe(303);
    expect(byPassword.headers.get("location")).toBe("/fr/login/code/");
    const pending = cookieOf(byPassword);
    expect(await readOwnerSession(database.db, storage, pending, new Date())).toBeUndefined();
    expect((await request("/fr/espace-proprietaire/", { cookie: pending })).status).toBe(302);
    // No mail to the agency until the code.
    expect(await loginMails()).toBe(before);

    const page = await request("/fr/login/code/", { cookie: pending });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Code de connexion | Immo Lumière</title>");
    expect(/<input[^>]*name="code"[^>]*>/.exec(html)?.[0]).toMatch(/one-time-code/i);

    const wrong = await post("/fr/login/code/", { code: wrongCode(secret) }, pending);
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("Ce code n&#x27;est pas correct");
    // The code that turned the factor on never serves again, whenever it is typed.
    const replay = await post("/fr/login/code/", { code: firstCode }, pending);
    expect(await replay.text()).toContain("Ce code n&#x27;est pas correct");

    const next = await post("/fr/login/code/", { code: codeOf(secret, 1) }, pending);
    expect(next.status).toBe(303);
    expect(next.headers.get("location")).toBe("/fr/espace-proprietaire/");
    const session = await readOwnerSession(database.db, storage, cookieOf(next), new Date());
    expect(session?.accountId).toBe(carla);
    expect(await loginMails()).toBe(before + 1);
  });

  it("logs in once with each recovery code", async () => {
    const pending = cookieOf(await post("/en/login/", { login: "carla@example.be", password }));
    const first = await post(
      "/en/login/code/",
      { code: ` ${recovery[0]?.toUpperCase()} ` },
      pending,
    );
    expect(first.status).toBe(303);
    const again = cookieOf(await post("/en/login/", { login: "carla@example.be", password }));
    const spent = await post("/en/login/code/", { code: recovery[0] ?? "" }, again);
    expect(spent.status).toBe(200);
    expect(await spent.text()).toContain("This code is not correct, or was used already.");
    const session = await sessionOf(carla);
    expect(await (await request(securityPage, { cookie: session })).text()).toContain(
      "9 recovery codes left.",
    );
  });

  it("sends a login back to the password when its step is missing or more than five minutes old", async () => {
    const none = await request("/en/login/code/");
    expect(none.status).toBe(303);
    expect(none.headers.get("location")).toBe("/en/login/?ended=1");
    const now = Date.now();
    const pending = (await startPendingLogin(storage, carla, now)).split(";")[0] ?? "";
    expect(await readPendingLogin(storage, pending, now + 4 * 60_000)).toBe(carla);
    expect(await readPendingLogin(storage, pending, now + 5 * 60_000)).toBeUndefined();
    const posted = await post("/en/login/code/", { code: "123456" }, "session=forged");
    expect(posted.status).toBe(303);
  });

  it("makes new recovery codes and turns off only with the password", async () => {
    const session = await sessionOf(carla);
    const wrong = await post(`${securityPage}?do=codes`, { password: "not-it" }, session);
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("This password is not correct.");
    const renewed = await (await post(`${securityPage}?do=codes`, { password }, session)).text();
    const fresh = [...renewed.matchAll(/<li><code>([a-z2-7-]{19})<\/code><\/li>/g)].map(
      (m) => m[1],
    );
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recovery[1]);
    const pending = cookieOf(await post("/en/login/", { login: "carla@example.be", password }));
    expect((await post("/en/login/code/", { code: recovery[1] ?? "" }, pending)).status).toBe(200);

    const cancelled = await post(`${securityPage}?do=cancel`, {}, session);
    expect(cancelled.status).toBe(303);
    expect(await (await request(securityPage, { cookie: session })).text()).toContain(
      "Two-step login is on since",
    );
    const off = await post(`${securityPage}?do=disable`, { password }, session);
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe(`${securityPage}?off=1`);
    const direct = await post("/en/login/", { login: "carla@example.be", password });
    expect(direct.headers.get("location")).toBe("/en/owner-portal/");
  });

  it("slows guessing of the codes, then refuses them", async () => {
    const session = await sessionOf(dirk);
    await post(`${securityPage}?do=start`, {}, session);
    const factor = { secret: await setupKey(session) };
    await post(`${securityPage}?do=confirm`, { code: codeOf(factor.secret) }, session);
    const sleeps: number[] = [];
    const outcomes = [];
    for (let i = 0; i < secondFactorLimit.max; i++)
      outcomes.push(
        await attemptSecondFactor(
          database.db,
          {
            ownerId: dirk,
            code: wrongCode(factor.secret),
            key: Buffer.from(testSecondFactorKey, "hex"),
            now: new Date(),
          },
          {
            sleep: async (ms) => {
              sleeps.push(ms);
            },
          },
        ),
      );
    expect(outcomes.every((o) => o === "wrong")).toBe(true);
    expect(sleeps[0]).toBe(250);
    const pending = (await startPendingLogin(storage, dirk, Date.now())).split(";")[0] ?? "";
    const refused = await post("/en/login/code/", { code: codeOf(factor.secret, 1) }, pending);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many login attempts.");
  });

  it("answers 400 to an unknown form and sends a visitor without a session to the login", async () => {
    const session = await sessionOf(dirk);
    expect((await post(`${securityPage}?do=nothing`, {}, session)).status).toBe(400);
    const anonymous = await request(securityPage);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/en/login/");
  });
});
