import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaPayload, solveCaptcha } from "#app/components/ui/form/captcha-solve.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { CaptchaChallenge } from "#app/model/guard/guard.ts";
import { configureLoginWave, loginWaveOn } from "#app/services/accounts/login-wave.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16 "credential stuffing from many addresses is not slowed" (ADR 035): failed logins across many
// addresses start a wave; while it lasts, every login needs the captcha, and a right password from a
// device the account does not know needs a code mailed to the owner. A known device gets in as before.
describe(`a wave of credential stuffing on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const password = "Correct-horse-2026";
  const wave = { failures: 20, windowMs: 10 * 60 * 1000 };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await saveOwner(
      database.db,
      {
        email: "anne@example.be",
        username: "anne",
        displayName: "Anne Peeters",
        password,
        propertyIds: [],
      },
      new Date(),
    );
    await configureLoginWave(database.db, wave);
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  let requests = 0;
  /** Each request from its own address, as a stuffing attack sends them (X-Forwarded-For). */
  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.24.${requests >> 8}.${++requests & 255}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  /** The name=value of the response's cookie of that name (none: ""). */
  const cookie = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .map((header) => header.split(";")[0] ?? "")
      .find((pair) => pair.startsWith(`${name}=`)) ?? "";
  const solvedCaptcha = async () => {
    const res = await site.app.request("http://localhost/captcha/challenge.json");
    const challenge = (await res.json()) as CaptchaChallenge;
    const solution = await solveCaptcha(challenge);
    if (!solution) throw new Error("not solved");
    return captchaPayload(challenge, solution);
  };
  const loginCodes = () =>
    database.db
      .selectFrom("outbox_message")
      .select(["to_address", "subject", "text"])
      .where("kind", "=", "login-code")
      .execute();
  const noSleep = { sleep: async () => undefined };
  const failFrom = (address: string, n: number) =>
    attemptLogin(
      database.db,
      { login: `victim-${n}@example.be`, password: "a-guess", address, now: new Date() },
      noSleep,
    );

  let knownDevice = "";

  it("remembers the device of each login, before any wave", async () => {
    const res = await post("/en/login/", { login: "anne", password });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/owner-portal/");
    knownDevice = cookie(res, "device");
    expect(knownDevice).toMatch(/^device=.+/);
    expect(await (await request("/en/login/")).text()).not.toContain('name="altcha"');
  });

  it("starts a wave after the threshold's failures from many addresses, not from one", async () => {
    // One address counts with its first five failures only: its own throttle does the rest.
    for (let n = 0; n < 25; n++) await failFrom("10.99.0.1", n);
    expect(await loginWaveOn(database.db, new Date())).toBe(false);
    for (let n = 0; n < wave.failures - 6; n++) await failFrom(`10.99.1.${n}`, n);
    expect(await loginWaveOn(database.db, new Date())).toBe(false);
    // The twentieth counted failure, through the site as an attack sends it.
    const last = await post("/en/login/", { login: "someone@example.be", password: "guess" });
    expect(last.status).toBe(200);
    expect(await loginWaveOn(database.db, new Date())).toBe(true);

    const page = await (await request("/fr/login/")).text();
    expect(page).toContain('name="altcha"');
    expect(page).toContain("votre navigateur résout une courte vérification");
    expect(page).toContain("JavaScript doit être activé");
  });

  it("refuses a right password without the captcha, and lets in no session without the mailed code", async () => {
    const bare = await post("/en/login/", { login: "anne@example.be", password });
    expect(bare.status).toBe(400);
    expect(cookie(bare, "session")).toBe("");
    expect(await bare.text()).toContain("Please wait for the check to finish");

    const before = (await loginCodes()).length;
    const fields = { login: "anne@example.be", password };
    const asked = await post("/en/login/", { ...fields, altcha: await solvedCaptcha() });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/en/login/code/");
    const pending = cookie(asked, "session");
    // The pending step opens nothing.
    const portal = await request("/en/owner-portal/", { cookie: pending });
    expect(portal.status).toBe(302);

    const mails = await loginCodes();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to_address).toContain("anne@example.be");
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(mail?.subject).toBe(`Your login code: ${code}`);

    const codePage = await (await request("/en/login/code/", { cookie: pending })).text();
    expect(codePage).toContain("We have sent a six-digit code to your e-mail address");
    const wrong = code === "000000" ? "000001" : "000000";
    const refused = await post("/en/login/code/", { code: wrong }, pending);
    expect(refused.status).toBe(200);
    expect(cookie(refused, "session")).toBe("");
    expect(await refused.text()).toContain("This code is not correct, or no longer valid");

    // Logging in again within the code's 10 minutes mails nothing new: the first code serves.
    const again = await post("/en/login/", { ...fields, altcha: await solvedCaptcha() });
    expect(again.headers.get("location")).toBe("/en/login/code/");
    expect(await loginCodes()).toHaveLength(before + 1);

    const opened = await post("/en/login/code/", { code }, cookie(again, "session"));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/en/owner-portal/");
    const session = cookie(opened, "session");
    expect((await request("/en/owner-portal/", { cookie: session })).status).toBe(200);
    // Single use: the same code opens nothing again.
    const reused = await post("/en/login/", { ...fields, altcha: await solvedCaptcha() });
    const replay = await post("/en/login/code/", { code }, cookie(reused, "session"));
    expect(cookie(replay, "session")).toBe("");
  });

  it("lets a known device in with its right password, as before, with the captcha", async () => {
    const res = await post(
      "/en/login/",
      { login: "anne", password, altcha: await solvedCaptcha() },
      knownDevice,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/owner-portal/");
    expect(cookie(res, "session")).toMatch(/^session=.+/);
  });

  it("stops a code by e-mail after five wrong tries", async () => {
    const res = await post("/en/login/", {
      login: "anne",
      password,
      altcha: await solvedCaptcha(),
    });
    const pending = cookie(res, "session");
    const code = /\b(\d{6})\b/.exec((await loginCodes()).at(-1)?.text ?? "")?.[1] ?? "";
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) await post("/en/login/code/", { code: wrong }, pending);
    const late = await post("/en/login/code/", { code }, pending);
    expect(cookie(late, "session")).toBe("");
  });
});
