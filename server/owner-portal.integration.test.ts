import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { replacePropertyHistory } from "#app/data/owners/owners.server.ts";
import { loginLimits } from "#app/domain/login-throttle.ts";
import { sessionIdleMs, sessionLifetimeMs } from "#app/domain/owner-session.ts";
import { visitPeriods } from "#app/domain/visit-periods.ts";
import { tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { configureLoginWave } from "#app/services/accounts/login-wave.server.ts";
import { sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { attemptLogin } from "#app/services/owners/owner-login.server.ts";
import { ownerSessionCookie, testOwnerStorage } from "#tests/support/owner-sessions.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 026: the owner login and the owner portal over the real application and database.
describe(`the owner login and portal on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let folder: string;
  const password = "Correct-horse-2026";
  const now = new Date();
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const views = [hoursAgo(0.1), hoursAgo(0.2), hoursAgo(24 * 10), hoursAgo(24 * 100)];

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    folder = await writeSnapshotFolder();
    await importSnapshot(database.db, snapshot, importOptions(folder));
    await saveOwner(
      database.db,
      {
        email: "anne@example.be",
        username: "anne",
        displayName: "Anne Peeters",
        password,
        propertyIds: [101],
      },
      now,
    );
    await saveOwner(
      database.db,
      { email: "bert@example.be", displayName: "Bert Claes", password, propertyIds: [102] },
      now,
    );
    await replacePropertyHistory(database.db, 101, {
      pageViews: views.map((at, i) => ({ at, source: i % 2 ? "immoweb" : "website" })),
      communications: [
        {
          at: hoursAgo(30),
          type: "call",
          contact: "M. Janssens",
          subject: "Visit request",
          comment: "Answered.",
          status: "done",
          source: "website",
        },
      ],
      onlineMedia: [
        {
          at: hoursAgo(24 * 40),
          type: "publication",
          contact: "Claire Dumont",
          subject: "Published",
          comment: "",
          status: "online",
          source: "immoweb",
        },
      ],
      visits: [],
    });
    // Its guessing and timing tests fail logins from many addresses, a wave of credential stuffing
    // at the defaults (ADR 035, server/credential-stuffing.integration.test.ts): not this file's subject.
    await configureLoginWave(database.db, { failures: 1000, windowMs: 10 * 60 * 1000 });
    site = await createTestApp(database);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const request = (path: string, init: RequestInit = {}) =>
    site.app.request(`http://localhost${path}`, { redirect: "manual", ...init });
  const login = (fields: Record<string, string>, path = "/fr/login/") =>
    request(path, { method: "POST", body: new URLSearchParams(fields) });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const loggedIn = async (who = "anne") => cookieOf(await login({ login: who, password }));
  const errorSummary = (html: string) =>
    html.match(/<div class="error-summary"[\s\S]*?<\/div>/)?.[0];

  it("shows the login page in each language, not indexed", async () => {
    const pages: [string, string][] = [
      ["/fr/login/", "Connexion du propriétaire"],
      ["/nl/login/", "Eigenaarslogin"],
      ["/en/login/", "Owner login"],
      ["/de/anmelden/", "Eigentümer-Login"],
    ];
    for (const [path, title] of pages) {
      const res = await request(path);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html).toContain(`<title>${title} | Immo Lumière</title>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    expect(
      (await request("/login/", { headers: { Cookie: "lang=nl" } })).headers.get("location"),
    ).toBe("/nl/login/");
  });

  it("answers a wrong password and an unknown user alike", async () => {
    const wrong = await login(
      { login: "anne@example.be", password: "wrong-password" },
      "/en/login/",
    );
    const unknown = await login(
      { login: "nobody@example.be", password: "wrong-password" },
      "/en/login/",
    );
    expect(wrong.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [errorSummary(await wrong.text()), errorSummary(await unknown.text())];
    expect(a).toContain("Login failed: the username or password is not correct.");
    expect(a).toBe(b);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("takes about the same time for an unknown user as for a wrong password", async () => {
    const time = async (login: string, address: string) => {
      const start = performance.now();
      await attemptLogin(database.db, { login, password: "nope", address, now: new Date() });
      return performance.now() - start;
    };
    // Interleaved, and the fastest of each kept: a busy machine only ever adds time.
    let wrong = Number.POSITIVE_INFINITY;
    let unknown = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      wrong = Math.min(wrong, await time("bert@example.be", `timing-wrong-${i}`));
      unknown = Math.min(unknown, await time("nobody-else@example.be", `timing-unknown-${i}`));
    }
    // Both verify one argon2id hash: neither answers in a fraction of the other's time.
    expect(unknown).toBeGreaterThan(wrong / 3);
    expect(wrong).toBeGreaterThan(unknown / 3);
  });

  it("slows guessing on an account, then blocks it until its attempts have left the window", async () => {
    const [account] = loginLimits;
    const sleeps: number[] = [];
    // Read here, not when the file was loaded: the login below is counted at the server's clock,
    // and attempts made a window before it would no longer count.
    const started = new Date();
    const attempt = (pass: string, address: string, at = started) =>
      attemptLogin(
        database.db,
        { login: "Bert", password: pass, address, now: at },
        {
          sleep: async (ms) => {
            sleeps.push(ms);
          },
        },
      );
    // Bert logs in with his e-mail; "bert" is only counted: the account counted is the typed login.
    const outcomes = [];
    for (let i = 0; i < (account?.max ?? 0) + 1; i++)
      outcomes.push(await attempt("guess", `guesser-${i}`));
    expect(outcomes.slice(0, -1).every((o) => !o.ok && o.reason === "wrong")).toBe(true);
    expect(outcomes.at(-1)).toEqual({ ok: false, reason: "throttled" });
    expect(sleeps[0]).toBe(250);
    expect(sleeps.at(-1)).toBeGreaterThan(sleeps[0] ?? 0);

    // Refused before any page is made (server/login-gate.ts): the plain page, in the path's language.
    const res = await login({ login: "Bert", password }, "/en/login/");
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("<h1>Too many login attempts</h1>");
    // Counted in sliding windows of ten slots (ADR 033): one window and one slot later, none is left.
    const later = new Date(started.getTime() + ((account?.windowMs ?? 0) * 11) / 10);
    expect(
      (
        await attemptLogin(database.db, {
          login: "bert@example.be",
          password,
          address: "home",
          now: later,
        })
      ).ok,
    ).toBe(true);
  });

  it("logs in by e-mail or username into a new session, private and not indexed", async () => {
    const byEmail = await login({ login: " Anne@Example.be ", password });
    expect(byEmail.status).toBe(303);
    expect(byEmail.headers.get("location")).toBe("/fr/espace-proprietaire/");
    const [sessionCookie, deviceCookie] = byEmail.headers.getSetCookie();
    expect(sessionCookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    // The device becomes one the account knows (ADR 035), for 400 days.
    expect(deviceCookie).toMatch(/^device=[^;]+; Max-Age=34560000; .*HttpOnly; SameSite=Lax$/);
    const first = cookieOf(byEmail);
    const second = await loggedIn("anne");
    // Renewed at login: a new session, another cookie.
    expect(second).not.toBe(first);

    const portal = await request("/en/owner-portal/", { headers: { Cookie: second } });
    const html = await portal.text();
    expect(portal.status).toBe(200);
    expect(portal.headers.get("cache-control")).toBe("private, no-store");
    expect(portal.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Welcome, Anne Peeters");
    expect(html).toContain('href="/en/owner-portal/101/"');
    expect(html).not.toContain('href="/en/owner-portal/102/"');
    // Each page renews the inactivity timer (ADR 036: in the session's row, at most once a minute).
    const token = tokenHash((await sessionToken(testOwnerStorage, second)) ?? "");
    const seenAt = async () =>
      new Date(
        (
          await database.db
            .selectFrom("account_session")
            .select("seen_at")
            .where("token_hash", "=", token)
            .executeTakeFirstOrThrow()
        ).seen_at,
      ).getTime();
    const earlier = Date.now() - 5 * 60_000;
    await database.db
      .updateTable("account_session")
      .set({ seen_at: new Date(earlier) })
      .where("token_hash", "=", token)
      .execute();
    await request("/en/owner-portal/", { headers: { Cookie: second } });
    expect(await seenAt()).toBeGreaterThan(earlier + 4 * 60_000);
    // A logged-in owner asking for the login page goes to the portal.
    expect(
      (await request("/en/login/", { headers: { Cookie: second } })).headers.get("location"),
    ).toBe("/en/owner-portal/");
  });

  it("marks a public page asked with a session as the owner's own, never for a shared cache", async () => {
    const cookie = await loggedIn();
    const mine = await request("/en/", { headers: { Cookie: cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    const data = await request("/en/_.data", { headers: { Cookie: cookie } });
    expect(data.headers.get("cache-control")).toBe("private, no-cache");
    // The same page for everyone else (who already has its language cookie) is not private.
    const anyone = await request("/en/", { headers: { Cookie: "lang=en" } });
    expect(anyone.status).toBe(200);
    expect(anyone.headers.get("cache-control") ?? "").not.toContain("private");
  });

  it("tells the agency of each login by e-mail, in its language, through the outbox (docs/requirements.md §6)", async () => {
    const before = await database.db
      .selectFrom("outbox_message")
      .select("id")
      .where("kind", "=", "owner-login")
      .execute();
    expect((await login({ login: "anne", password })).status).toBe(303);
    const mails = await database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("kind", "=", "owner-login")
      .execute();
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({
      lead_id: null,
      to_address: "info@immo-lumiere.example",
      status: "queued",
    });
    expect(mail?.subject).toBe("Nouvelle connexion à l'espace propriétaire : Anne Peeters");
    expect(mail?.text).toContain("Anne Peeters (anne@example.be) s'est connecté");
    expect(`${mail?.text}${mail?.html}`).not.toContain(password);
    // A wrong password tells no one.
    await login({ login: "anne", password: "wrong-one" });
    expect(
      await database.db
        .selectFrom("outbox_message")
        .select("id")
        .where("kind", "=", "owner-login")
        .execute(),
    ).toHaveLength(mails.length);
  });

  it("shows a property's figures as the database holds them", async () => {
    const cookie = await loggedIn();
    // The server counts at its own clock reading, some moment between these two: they give other
    // figures only if the agency's midnight (a new day, week or month) passes in between.
    const figuresAt = (now: Date) => {
      const periods = visitPeriods(now);
      const since = (start: Date) => String(views.filter((at) => at >= start).length);
      return [since(periods.today), since(periods.week), since(periods.month), "4"];
    };
    const before = figuresAt(new Date());
    const res = await request("/en/owner-portal/101/", { headers: { Cookie: cookie } });
    const html = await res.text();
    const after = figuresAt(new Date());
    expect(res.status).toBe(200);
    const figure = (label: string) =>
      html.match(new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`))?.[1];
    expect([before, after]).toContainEqual(
      ["Today", "This week", "This month", "In total"].map(figure),
    );
    // Sources as an owner reads them: the site's own, then the portals by name.
    expect(html).toMatch(/<th scope="row">Our website<\/th><td>2<\/td>/);
    expect(html).toMatch(/<th scope="row">Immoweb<\/th><td>2<\/td>/);
    expect(html).toContain(
      '<title id="visit-chart-101-title">Visits over the last 30 days</title>',
    );
    expect(html).toContain("<td>Visit request</td>");
    expect(html).toContain("Your agent: Claire Dumont");
  });

  it("answers 404 for another owner's property and for any unknown id", async () => {
    const cookie = await loggedIn();
    for (const path of [
      "/en/owner-portal/102/",
      "/en/owner-portal/999999/",
      "/en/owner-portal/abc/",
    ]) {
      const res = await request(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("sends visitors without a session, or with an ended one, to the login page", async () => {
    const none = await request("/nl/eigenaarsportaal/101/");
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toBe("/nl/login/");

    const ended = async (startedAgo: number, seenAgo: number) => {
      const ownerId = (
        await database.db
          .selectFrom("owner")
          .select("id")
          .where("email", "=", "anne@example.be")
          .executeTakeFirstOrThrow()
      ).id;
      const cookie = await ownerSessionCookie(database.db, ownerId, { startedAgo, seenAgo });
      return request("/nl/eigenaarsportaal/", { headers: { Cookie: cookie } });
    };
    expect((await ended(60_000, 60_000)).status).toBe(200);
    for (const res of [
      await ended(sessionIdleMs + 1000, sessionIdleMs + 1000),
      await ended(sessionLifetimeMs + 1000, 1000),
    ]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/nl/login/?ended=1");
      expect(res.headers.get("set-cookie")).toMatch(/^session=; .*Expires=Thu, 01 Jan 1970/);
    }
  });

  it("logs out with a POST, back to the login page of the owner's language", async () => {
    const cookie = await loggedIn();
    const res = await request("/logout", {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ language: "nl" }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/nl/login/?loggedOut=1");
    expect(res.headers.get("set-cookie")).toMatch(/^session=; /);
    const page = await request("/nl/login/?loggedOut=1");
    expect(await page.text()).toContain("U bent afgemeld.");
  });
});
