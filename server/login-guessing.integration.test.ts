import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { loginLimits } from "#app/domain/login-throttle.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 032: a throttled login waits before its answer (app/domain/login-throttle.ts); that
// wait must not count as a page being made (server/overload.ts), or a guesser with a few attempts in
// flight would have every other visitor's pages refused with a 503. And a login refused anyway must be
// answered before any page is made (server/login-gate.ts), or a guesser's refused attempts would
// keep the server busy making login pages.
describe(`guessing an owner's password on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await saveOwner(
      database.db,
      {
        email: "erik@example.be",
        displayName: "Erik Smet",
        password: "Correct-horse-2026",
        propertyIds: [],
      },
      new Date(),
    );
    // One page at most being made at once.
    site = await createTestApp(database, {
      trustProxy: { hops: 1 },
      overload: { maxInFlight: 1, maxWaitMs: 0, maxEventLoopLagMs: 0 },
    });
  });
  afterAll(() => database.dispose());

  let request = 0;
  const wrongLogin = (path: string, login: string, address: string) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams({ login, password: "a-guess" }),
      headers: { "x-forwarded-for": address },
    });
  const guess = () => wrongLogin("/en/login/", "erik@example.be", `10.8.0.${++request}`);
  const rateLimitRows = async () =>
    (await database.db.selectFrom("rate_limit").select("bucket").execute()).length;

  it("leaves the server free for other pages while a guess waits", async () => {
    // Seven guesses: three answered at once, then 250 ms, 500 ms, 1 s and 2 s of waiting.
    for (let i = 0; i < 7; i++) expect((await guess()).status).toBe(200);
    // The eighth waits 4 s, holding what would be the only page allowed in flight.
    const counted = await rateLimitRows();
    let answered = false;
    const waiting = Promise.resolve(guess()).then((res) => {
      answered = true;
      return res;
    });
    let served = false;
    // The guess first reaches its wait: its new address is counted (a query or two) just before.
    await vi.waitUntil(async () => (await rateLimitRows()) > counted, {
      timeout: 10_000,
      interval: 10,
    });
    while (!answered && !served) {
      const page = await site.app.request("http://localhost/en/login/?while=waiting");
      served = page.status === 200 && !answered;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served).toBe(true);
    expect((await waiting).status).toBe(200);
  });

  it("answers a refused login with the plain page, counting nothing more, and a script's with its data", async () => {
    // Erik's account has seen eight guesses: three more reach its maximum of ten, then it is refused.
    for (let i = 0; i < 2; i++) expect((await guess()).status).toBe(200);
    const refused = await guess();
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain("<h1>Too many login attempts</h1>");
    expect(html).not.toContain("<script");
    const french = await wrongLogin("/fr/login/", "Erik@example.be", "10.8.1.1");
    expect(french.status).toBe(429);
    expect(await french.text()).toContain("<h1>Trop de tentatives de connexion</h1>");
    // The login page's own script posts to its data URL: the action answers, with the form's message.
    const data = await wrongLogin("/en/login/_.data", "erik@example.be", "10.8.1.2");
    expect(data.status).toBe(429);
    expect(await data.text()).toContain("owners:login.throttled");
  });
});

// docs/requirements.md §16 "correct logins count toward the throttle": only failures count, and an account's e-mail
// address and username count as one account.
describe(`what the login throttle counts on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const password = "Correct-horse-2026";
  const accountMax = loginLimits.find((limit) => limit.per === "account")?.max ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    for (const [email, username] of [
      ["fien@example.be", "fien"],
      ["gust@example.be", "gust"],
    ] as const)
      await saveOwner(
        database.db,
        { email, username, displayName: username, password, propertyIds: [] },
        new Date(),
      );
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const login = (login: string, secret: string) =>
    site.app.request("http://localhost/en/login/", {
      method: "POST",
      body: new URLSearchParams({ login, password: secret }),
      redirect: "manual",
    });

  it("lets an owner with the right password log in more often than the window's maximum", async () => {
    for (let i = 0; i < accountMax + 2; i++) {
      const res = await login("fien@example.be", password);
      expect(res.status, `login ${i + 1}`).toBe(303);
    }
  });

  it("counts the e-mail address and the username of one account as one account", async () => {
    // The waits are skipped here: only the counts matter.
    const guess = (typed: string, n: number) =>
      attemptLogin(
        database.db,
        { login: typed, password: "a-guess", address: `10.8.2.${n}`, now: new Date() },
        { sleep: async () => undefined },
      );
    for (let n = 0; n < accountMax; n++) await guess(n % 2 ? "gust" : "gust@example.be", n);
    // Ten guesses in all, five under each name: the account is at its maximum, the right password
    // too is refused for now.
    const res = await login("GUST", password);
    expect(res.status).toBe(429);
    expect((await login("gust@example.be", password)).status).toBe(429);
  });
});

describe(`an owner login while the database is away on ${engineUnderTest}`, () => {
  it("answers the localized 503 of every page, not an error of the login gate", async () => {
    const database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const site = await createTestApp(database);
    await database.db.destroy();
    const res = await site.app.request("http://localhost/fr/login/", {
      method: "POST",
      body: new URLSearchParams({ login: "erik@example.be", password: "a-guess" }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    await database.dispose().catch(() => undefined);
  });
});
