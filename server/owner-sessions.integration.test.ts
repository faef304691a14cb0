import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { saveReset } from "#app/data/owners/password-resets.server.ts";
import { sessionLifetimeMs } from "#app/domain/owner-session.ts";
import { newToken, tokenHash } from "#app/services/accounts/link-tokens.server.ts";
import { sessionToken } from "#app/services/accounts/session-cookies.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { ownerSessionCookie, testOwnerStorage } from "#tests/support/owner-sessions.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §16 "owner sessions cannot be ended" (ADR 036): a copied session cookie stops working after
// logout, a password reset, a two-step change and an end from the owner's list of sessions.
describe(`owner sessions stored server-side on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const password = "Correct-horse-2026";
  const owners: Record<string, number> = {};
  let requests = 0;
  const firefox =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    for (const name of ["lea", "marc", "nina", "omar", "pia"])
      owners[name] = await saveOwner(
        database.db,
        { email: `${name}@example.be`, displayName: name, password, propertyIds: [] },
        new Date(),
      );
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());

  // Each request from its own address, so that the per-address login limit stays out of the way.
  const request = (
    path: string,
    init: RequestInit & { cookie?: string; agent?: string; from?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.from ?? `10.24.0.${++requests}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.agent) headers.set("user-agent", init.agent);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const login = async (name: string, agent = firefox, from?: string) => {
    const res = await request("/en/login/", {
      method: "POST",
      body: new URLSearchParams({ login: `${name}@example.be`, password }),
      agent,
      from,
    });
    expect(res.headers.get("location")).toBe("/en/owner-portal/");
    return cookieOf(res);
  };
  /** Whether a cookie still opens the portal; an ended one is sent to the login page. */
  const opens = async (cookie: string) => {
    const res = await request("/en/owner-portal/", { cookie });
    if (res.status === 302) expect(res.headers.get("location")).toBe("/en/login/?ended=1");
    else expect(res.status).toBe(200);
    return res.status === 200;
  };
  const securityPage = "/en/owner-portal/security/";
  const rows = () => database.db.selectFrom("account_session").selectAll().execute();

  it("keeps only the token's SHA-256, never the token the cookie carries", async () => {
    const cookie = await login("lea");
    const token = (await sessionToken(testOwnerStorage, cookie)) ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = (await rows()).filter((row) => row.account_id === owners.lea);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ account_kind: "owner", token_hash: tokenHash(token) });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.user_agent).toBe(firefox);
    expect(stored[0]?.client_address).toMatch(/^10\.24\.0\.\d+$/);
  });

  it("ends the session at logout: a copy of the cookie opens nothing after it", async () => {
    const cookie = await login("lea");
    const copy = cookie;
    expect(await opens(copy)).toBe(true);
    const out = await post("/logout", { language: "en" }, cookie);
    expect(out.headers.get("location")).toBe("/en/login/?loggedOut=1");
    expect(await opens(copy)).toBe(false);
  });

  it("ends every session of the owner at a password reset", async () => {
    const first = await login("marc");
    const second = await ownerSessionCookie(database.db, owners.marc ?? 0);
    const others = await ownerSessionCookie(database.db, owners.nina ?? 0);
    const token = newToken();
    const now = new Date();
    await saveReset(database.db, {
      tokenHash: tokenHash(token),
      ownerId: owners.marc ?? 0,
      expiresAt: new Date(now.getTime() + 3_600_000),
      now,
    });
    const reset = await post("/en/login/new-password/", {
      token,
      password: "Another-horse-2027",
      passwordRepeat: "Another-horse-2027",
    });
    expect(reset.status).toBe(303);
    // A used link says so in words true of an hour's reset link and a day's invitation alike (ADR 055).
    const again = await post("/en/login/new-password/", {
      token,
      password: "Another-horse-2028",
      passwordRepeat: "Another-horse-2028",
    });
    expect(await again.text()).toContain("it has expired or was used already");
    expect(await opens(first)).toBe(false);
    expect(await opens(second)).toBe(false);
    // Another owner's session is not theirs to end.
    expect(await opens(others)).toBe(true);
  });

  it("ends the other sessions when two-step login is turned on, renewed or turned off", async () => {
    const mine = await ownerSessionCookie(database.db, owners.omar ?? 0);
    const stolen = () => ownerSessionCookie(database.db, owners.omar ?? 0);

    let copy = await stolen();
    await post(`${securityPage}?do=start`, {}, mine);
    // Setting up changes nothing yet; the first code turns it on.
    expect(await opens(copy)).toBe(true);
    const key = (await (await request(securityPage, { cookie: mine })).text()).match(
      /<code class="owner-security__key">([A-Z2-7 ]+)<\/code>/,
    )?.[1];
    const code = totpCode((key ?? "").replace(/ /g, ""), stepAt(Date.now()));
    const on = await post(`${securityPage}?do=confirm`, { code }, mine);
    expect(on.status).toBe(200);
    expect(await opens(copy)).toBe(false);
    expect(await opens(mine)).toBe(true);

    copy = await stolen();
    const codes = await post(`${securityPage}?do=codes`, { password }, mine);
    expect(codes.status).toBe(200);
    expect(await opens(copy)).toBe(false);
    expect(await opens(mine)).toBe(true);

    copy = await stolen();
    const off = await post(`${securityPage}?do=disable`, { password }, mine);
    expect(off.status).toBe(303);
    expect(await opens(copy)).toBe(false);
    expect(await opens(mine)).toBe(true);
  });

  it("lists the owner's sessions; one ended from the list, then every other one, opens nothing", async () => {
    const phone = await login("pia", iphone, "203.0.113.7");
    const laptop = await login("pia", firefox, "198.51.100.4");
    const third = await ownerSessionCookie(database.db, owners.pia ?? 0);
    const someoneElse = await ownerSessionCookie(database.db, owners.lea ?? 0);
    const html = await (await request(securityPage, { cookie: laptop })).text();
    expect(html).toContain("Where you are logged in");
    expect(html).toContain("Safari on iPhone");
    expect(html).toContain("203.0.113.7");
    expect(html).toMatch(/Firefox on Windows<span class="owner-sessions__current">This device/);
    expect(html).toContain("198.51.100.4");
    expect(html.match(/name="session"/g)).toHaveLength(3);

    const phoneId = (await rows()).find(
      (row) => row.account_id === owners.pia && row.client_address === "203.0.113.7",
    )?.id;
    const ended = await post(
      `${securityPage}?do=end-session`,
      { session: String(phoneId) },
      laptop,
    );
    expect(ended.headers.get("location")).toBe(`${securityPage}?ended=1`);
    expect(await opens(phone)).toBe(false);
    expect(await opens(laptop)).toBe(true);
    const after = await (await request(`${securityPage}?ended=1`, { cookie: laptop })).text();
    expect(after).toContain("1 session ended.");
    expect(after).not.toContain("203.0.113.7");

    // A session of another owner cannot be ended from this list.
    const leaId = (await rows()).find((row) => row.account_id === owners.lea && !row.ended_at)?.id;
    await post(`${securityPage}?do=end-session`, { session: String(leaId) }, laptop);
    expect(await opens(someoneElse)).toBe(true);

    const everywhere = await post(`${securityPage}?do=end-others`, {}, laptop);
    expect(everywhere.headers.get("location")).toBe(`${securityPage}?ended=1`);
    expect(await opens(third)).toBe(false);
    expect(await opens(laptop)).toBe(true);
  });

  const seenAtOf = async (cookie: string) => {
    const hash = tokenHash((await sessionToken(testOwnerStorage, cookie)) ?? "");
    const row = await database.db
      .selectFrom("account_session")
      .select("seen_at")
      .where("token_hash", "=", hash)
      .executeTakeFirstOrThrow();
    return new Date(row.seen_at).getTime();
  };

  it("records a portal page as activity, a public page not", async () => {
    const cookie = await ownerSessionCookie(database.db, owners.lea ?? 0, { seenAgo: 120_000 });
    const before = await seenAtOf(cookie);
    const home = await request("/en/", { cookie });
    expect(await home.text()).toContain("My portal");
    expect(await seenAtOf(cookie)).toBe(before);
    expect(await opens(cookie)).toBe(true);
    expect(await seenAtOf(cookie)).toBeGreaterThan(before + 100_000);
  });

  it("writes the last page's time at most once a minute", async () => {
    const cookie = await ownerSessionCookie(database.db, owners.lea ?? 0, { seenAgo: 10_000 });
    const before = await seenAtOf(cookie);
    expect(await opens(cookie)).toBe(true);
    expect(await seenAtOf(cookie)).toBe(before);
  });

  it("deletes expired sessions at the next login", async () => {
    const old = await ownerSessionCookie(database.db, owners.nina ?? 0, {
      startedAgo: sessionLifetimeMs + 60_000,
      seenAgo: 60_000,
    });
    const hash = tokenHash((await sessionToken(testOwnerStorage, old)) ?? "");
    expect((await rows()).some((row) => row.token_hash === hash)).toBe(true);
    await login("nina");
    expect((await rows()).some((row) => row.token_hash === hash)).toBe(false);
  });
});
