import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17, ADR 050: the desk's staff page (admins only) and every member's account
// page, through the real application: each action, each refusal, nothing changed by a refused one.
describe(`the desk's staff and account pages on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let agent: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ann@agency.be",
      name: "Ann",
      language: "en",
    });
    agent = await addTestStaff(database.db, {
      role: "agent",
      email: "bob@agency.be",
      name: "Bob",
      language: "en",
    });
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie: string) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const account = (id: number) =>
    database.db
      .selectFrom("staff_account")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const audit = () => database.db.selectFrom("staff_audit").selectAll().orderBy("id").execute();
  const mails = () => database.db.selectFrom("outbox_message").selectAll().execute();
  const staffCount = async () =>
    (await database.db.selectFrom("staff_account").select("id").execute()).length;
  /** Whether a cookie still opens the desk; a dead one is sent to the login page. */
  const opens = async (cookie: string) => {
    const res = await request("/admin/account/", { cookie });
    if (res.status !== 200) expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?/);
    return res.status === 200;
  };
  const memberPage = (id: number) => `/admin/staff/${id}/`;

  it("answers an agent the desk's 404 on every staff page and form, and changes nothing", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    expect((await request("/admin/staff/", { cookie })).status).toBe(404);
    expect((await request(memberPage(admin), { cookie })).status).toBe(404);
    const before = await staffCount();
    const invite = await post(
      "/admin/staff/?do=invite",
      { email: "eve@agency.be", name: "Eve", role: "admin", language: "en" },
      cookie,
    );
    expect(invite.status).toBe(404);
    expect((await post(`${memberPage(admin)}?do=disable`, {}, cookie)).status).toBe(404);
    expect(await staffCount()).toBe(before);
    expect((await account(admin)).disabled_at).toBeNull();
  });

  it("lists the staff for an admin, with each member's facts", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await request("/admin/staff/", { cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Ann");
    expect(html).toContain("bob@agency.be");
    expect(html).toContain(`href="${memberPage(agent)}"`);
    expect(html).toContain('action="/admin/staff/?do=invite"');
  });

  it("sends a logged-out visitor to the login page", async () => {
    const res = await request("/admin/staff/");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
  });

  it("invites a member: the account, the mail in their language, the audit entry", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await post(
      "/admin/staff/?do=invite",
      { email: "Chloe@Agency.be", name: "Chloé", role: "agent", language: "fr" },
      cookie,
    );
    expect(res.status).toBe(303);
    const created = await database.db
      .selectFrom("staff_account")
      .selectAll()
      .where("email", "=", "chloe@agency.be")
      .executeTakeFirstOrThrow();
    expect(res.headers.get("location")).toBe(`${memberPage(created.id)}?done=invited`);
    expect(created).toMatchObject({ role: "agent", language: "fr", password_hash: null });
    const mail = (await mails()).find((m) => m.kind === "staff-invitation");
    expect(mail?.to_address).toContain("chloe@agency.be");
    expect(mail?.subject).toContain("espace de gestion");
    expect((await audit()).at(-1)).toMatchObject({ staff_id: admin, action: "staff.invite" });
    const page = await request(`${memberPage(created.id)}?done=invited`, { cookie });
    expect(await page.text()).toContain("The invitation is on its way");
  });

  it("refuses an invalid invitation with 422 and its messages: no account, no mail", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const [accounts, sent] = [await staffCount(), (await mails()).length];
    const res = await post(
      "/admin/staff/?do=invite",
      { email: "not-an-address", name: "", role: "owner", language: "es" },
      cookie,
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Please enter a valid e-mail address.");
    expect(html).toContain("Please enter the member");
    expect(await staffCount()).toBe(accounts);
    expect(await mails()).toHaveLength(sent);
  });

  it("refuses an e-mail address already taken, saying so", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const accounts = await staffCount();
    const res = await post(
      "/admin/staff/?do=invite",
      { email: "BOB@agency.be", name: "Bob again", role: "agent", language: "en" },
      cookie,
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("exists already");
    expect(await staffCount()).toBe(accounts);
  });

  it("answers 404 for a member id that names nobody or is not an id", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    for (const id of ["999999", "abc", "01", "1e3", "-1"])
      expect((await request(`/admin/staff/${id}/`, { cookie })).status).toBe(404);
    expect((await post("/admin/staff/999999/?do=disable", {}, cookie)).status).toBe(404);
  });

  it("keeps the last enabled admin: neither disabled nor demoted, and says why", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const entries = (await audit()).length;
    const disable = await post(`${memberPage(admin)}?do=disable`, {}, cookie);
    expect(disable.status).toBe(409);
    expect(await disable.text()).toContain("This is the last enabled admin");
    const demote = await post(`${memberPage(admin)}?do=role`, { role: "agent" }, cookie);
    expect(demote.status).toBe(409);
    expect(await account(admin)).toMatchObject({ role: "admin", disabled_at: null });
    expect(await audit()).toHaveLength(entries);
    expect(await opens(cookie)).toBe(true);
  });

  it("refuses an unknown role with 422, changing nothing", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await post(`${memberPage(agent)}?do=role`, { role: "owner" }, cookie);
    expect(res.status).toBe(422);
    expect((await account(agent)).role).toBe("agent");
  });

  it("changes a role: the member's sessions end, audited", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const theirs = await staffSessionCookie(database.db, agent);
    const res = await post(`${memberPage(agent)}?do=role`, { role: "admin" }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${memberPage(agent)}?done=role`);
    expect((await account(agent)).role).toBe("admin");
    expect(await opens(theirs)).toBe(false);
    expect((await audit()).at(-1)).toMatchObject({ action: "staff.role", object_id: `${agent}` });
    await post(`${memberPage(agent)}?do=role`, { role: "agent" }, cookie);
  });

  it("disables a member: their session is dead at once; enabling lets them back in", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const theirs = await staffSessionCookie(database.db, agent);
    expect(await opens(theirs)).toBe(true);
    const res = await post(`${memberPage(agent)}?do=disable`, {}, cookie);
    expect(res.status).toBe(303);
    expect(await opens(theirs)).toBe(false);
    expect((await audit()).at(-1)).toMatchObject({ action: "staff.disable" });
    const page = await request(`${memberPage(agent)}?done=disabled`, { cookie });
    expect(await page.text()).toContain("Enable the account");
    expect((await post(`${memberPage(agent)}?do=enable`, {}, cookie)).status).toBe(303);
    expect((await account(agent)).disabled_at).toBeNull();
    expect((await audit()).at(-1)).toMatchObject({ action: "staff.enable" });
    expect(await opens(await staffSessionCookie(database.db, agent))).toBe(true);
  });

  it("resets a member's two-step login, ending their sessions, audited", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const theirs = await staffSessionCookie(database.db, agent);
    const res = await post(`${memberPage(agent)}?do=reset-two-step`, {}, cookie);
    expect(res.status).toBe(303);
    expect(await opens(theirs)).toBe(false);
    expect((await audit()).at(-1)).toMatchObject({ action: "staff.reset-2fa" });
  });

  it("sends an invitation again only to a member without a password", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await post(`${memberPage(agent)}?do=resend`, {}, cookie);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("has chosen a password already");
  });

  it("shows a member's open sessions and ends one of them; another member's session ends nothing", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const theirs = await staffSessionCookie(database.db, agent);
    const ids = await database.db
      .selectFrom("account_session")
      .select("id")
      .where("account_kind", "=", "staff")
      .where("account_id", "=", agent)
      .where("ended_at", "is", null)
      .execute();
    const page = await (await request(memberPage(agent), { cookie })).text();
    expect(page).toContain("Firefox on Linux");
    const session = String(ids.at(-1)?.id);
    const wrong = await post(`${memberPage(admin)}?do=end-session`, { session }, cookie);
    expect(wrong.status).toBe(409);
    expect(await opens(theirs)).toBe(true);
    const ended = await post(`${memberPage(agent)}?do=end-session`, { session }, cookie);
    expect(ended.status).toBe(303);
    expect(await opens(theirs)).toBe(false);
    expect((await audit()).at(-1)).toMatchObject({ action: "session.end", object_id: `${agent}` });
    const invalid = await post(`${memberPage(agent)}?do=end-session`, { session: "x" }, cookie);
    expect(invalid.status).toBe(422);
  });

  it("refuses a cross-site POST before anything changes", async () => {
    const cookie = await staffSessionCookie(database.db, admin);
    const res = await request(`${memberPage(agent)}?do=disable`, {
      method: "POST",
      body: new URLSearchParams({}),
      cookie,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect((await account(agent)).disabled_at).toBeNull();
  });

  it("lets every member, an agent too, save the desk's language: the desk then speaks it", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    const page = await request("/admin/account/", { cookie });
    expect(page.status).toBe(200);
    const res = await post("/admin/account/?do=language", { language: "de" }, cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/account/?done=language");
    expect((await account(agent)).language).toBe("de");
    const after = await (await request("/admin/account/?done=language", { cookie })).text();
    expect(after).toContain('lang="de"');
    expect(after).toContain("Der Verwaltungsbereich spricht jetzt Deutsch.");
    expect((await audit()).at(-1)).toMatchObject({ action: "account.language", staff_id: agent });
    const invalid = await post("/admin/account/?do=language", { language: "es" }, cookie);
    expect(invalid.status).toBe(422);
    expect((await account(agent)).language).toBe("de");
  });

  it("logs out everywhere else, then this one: each cookie is dead at once", async () => {
    // Only this test's sessions are open.
    await database.db
      .updateTable("account_session")
      .set({ ended_at: new Date() })
      .where("account_id", "=", agent)
      .execute();
    const here = await staffSessionCookie(database.db, agent);
    const elsewhere = [
      await staffSessionCookie(database.db, agent),
      await staffSessionCookie(database.db, agent),
    ];
    const others = await post("/admin/account/?do=end-others", {}, here);
    expect(others.status).toBe(303);
    expect(others.headers.get("location")).toBe("/admin/account/?done=ended&count=2");
    for (const cookie of elsewhere) expect(await opens(cookie)).toBe(false);
    expect(await opens(here)).toBe(true);
    const [current] = await database.db
      .selectFrom("account_session")
      .select("id")
      .where("account_kind", "=", "staff")
      .where("account_id", "=", agent)
      .where("ended_at", "is", null)
      .execute();
    const out = await post("/admin/account/?do=end-session", { session: `${current?.id}` }, here);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/login/?loggedOut=1");
    expect(await opens(here)).toBe(false);
  });
});
