import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import {
  addTestDemand,
  addTestLead,
  addTestSubscriber,
  testMail,
} from "#tests/support/people-fixture.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 (ADR 053): the desk's people pages through the whole application: a person's
// data found, exported and erased; the demand register and the newsletter listed, filtered, exported
// and erased one by one; every refusal.
describe(`the desk's people pages on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let agent: number;
  let cookie: string;
  const ids = { lead: 0, demand: 0, other: 0, subscriber: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSiteConfig(db, testSiteConfig("Immo Lumière"));
    agent = await addTestStaff(db, { role: "agent", email: "bert@agency.example", language: "en" });
    cookie = await staffSessionCookie(db, agent);
    ids.lead = await addTestLead(db, {
      fields: { firstName: "Zoë", lastName: "Maes", email: "Zoe.Maes@example.be" },
      mails: [testMail("agency@immo.example", { replyTo: "zoe.maes@example.be" })],
    });
    ids.demand = await addTestDemand(db, "zoe.maes@example.be", { name: "Zoë", account: true });
    ids.other = await addTestDemand(db, "=cmd@example.be", {
      name: "=HYPERLINK(1)",
      zones: ["Gent"],
    });
    await addTestSubscriber(db, "zoe.maes@example.be");
    await addTestSubscriber(db, "pending@example.be", { status: "pending", language: "fr" });
    ids.subscriber = (
      await db
        .selectFrom("newsletter_subscriber")
        .select("id")
        .where("email", "=", "pending@example.be")
        .executeTakeFirstOrThrow()
    ).id;
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, as = cookie) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie: as });
  const audits = (action: string) =>
    database.db.selectFrom("staff_audit").selectAll().where("action", "=", action).execute();
  const leadCount = async () =>
    (await database.db.selectFrom("lead").select("id").execute()).length;

  it("sends a visitor without a session, or with a disabled account, to the login page", async () => {
    for (const path of ["/admin/people/", "/admin/demand/", "/admin/newsletter/csv/"])
      expect((await request(path)).headers.get("location")).toMatch(/^\/admin\/login\//);
    const export_ = await post("/admin/people/export/", { email: "zoe.maes@example.be" }, "");
    expect(export_.status).toBe(303);
    const gone = await addTestStaff(database.db, { role: "agent" });
    const goneCookie = await staffSessionCookie(database.db, gone);
    await disableStaff(
      database.db,
      (
        await database.db
          .selectFrom("staff_account")
          .select("email")
          .where("id", "=", gone)
          .executeTakeFirstOrThrow()
      ).email,
      new Date(),
    );
    expect(
      (await request("/admin/people/", { cookie: goneCookie })).headers.get("location"),
    ).toMatch(/^\/admin\/login\//);
  });

  it("shows the search with the retention, and finds a person by e-mail whatever its case", async () => {
    const page = await request("/admin/people/", { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Leads are kept 24 months");
    const found = await post("/admin/people/", { intent: "find", email: " ZOE.MAES@example.be " });
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain("What the site holds about zoe.maes@example.be");
    expect(html).toContain(`href="/admin/leads/${ids.lead}/"`);
    expect(html).toContain(`href="/admin/leads/${ids.demand}/"`);
    expect(html).toContain("Export as JSON");
  });

  it("refuses an invalid address with a message, changing nothing", async () => {
    const before = await leadCount();
    for (const email of ["", "zoe", "zoe@"]) {
      const res = await post("/admin/people/", { intent: "erase", email });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Enter a whole e-mail address");
    }
    expect((await post("/admin/people/export/", { email: "nope" })).status).toBe(400);
    expect(await leadCount()).toBe(before);
    expect(await audits("person.erase")).toHaveLength(0);
  });

  it("exports the person's data as a JSON download, audited without the address", async () => {
    const res = await post("/admin/people/export/", { email: "zoe.maes@example.be" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const json = await res.json();
    expect(json.leads.map((l: { id: number }) => l.id).sort()).toEqual(
      [ids.lead, ids.demand].sort(),
    );
    expect(json.newsletterSubscription.status).toBe("confirmed");
    const [audit] = await audits("person.export");
    expect(audit?.staff_id).toBe(agent);
    expect(JSON.stringify(audit)).not.toMatch(/zoe/i);
  });

  it("asks to confirm, then erases everywhere and says how much, with counts only in the URL", async () => {
    const confirm = await post("/admin/people/", {
      intent: "confirm",
      email: "zoe.maes@example.be",
    });
    expect(await confirm.text()).toContain("Erase zoe.maes@example.be everywhere?");
    expect(await leadCount()).toBe(3);
    const erased = await post("/admin/people/", { intent: "erase", email: "zoe.maes@example.be" });
    expect(erased.status).toBe(303);
    const location = erased.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/people\/\?leadsDeleted=2&/);
    expect(location).not.toMatch(/zoe/i);
    const page = await request(location, { cookie });
    expect(await page.text()).toContain(
      "Erased: 2 lead(s) deleted, 0 anonymised, 1 mail(s), 1 demand account(s), 1 subscription(s).",
    );
    expect(await leadCount()).toBe(1);
    const again = await post("/admin/people/", { intent: "find", email: "zoe.maes@example.be" });
    expect(await again.text()).toContain("The site holds nothing about zoe.maes@example.be");
    const [audit] = await audits("person.erase");
    expect(JSON.stringify(audit)).not.toMatch(/zoe/i);
  });

  it("lists the demand register with filters from the URL, ignoring bad ones", async () => {
    const all = await (await request("/admin/demand/", { cookie })).text();
    expect(all).toContain("=cmd@example.be");
    const none = await (await request("/admin/demand/?status=unconfirmed", { cookie })).text();
    expect(none).toContain("Nothing matches these filters.");
    const bad = await request("/admin/demand/?status=x&language=zz&from=nope&page=-1", { cookie });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain("=cmd@example.be");
  });

  it("exports the demand register as a CSV with BOM, formulas neutralised, `;` on request", async () => {
    const res = await request("/admin/demand/csv/?language=nl&separator=semicolon", { cookie });
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(header).toBe("Registered;Name;E-mail address;Phone;Language;Looking for;Status;Account");
    expect(row).toContain(";'=cmd@example.be;");
    expect(row).toMatch(/^\d{4}-\d\d-\d\dT[^;]+;'=HYPERLINK\(1\) Peeters;/);
    expect(await audits("demand.export")).toHaveLength(1);
  });

  it("erases one demand search; a bad id is a 400, an unknown or a non-demand one a 404", async () => {
    expect((await post("/admin/demand/", { id: "abc" })).status).toBe(400);
    expect((await post("/admin/demand/", { id: "999999" })).status).toBe(404);
    const other = await addTestLead(database.db, { fields: { email: "x@example.be" } });
    expect((await post("/admin/demand/", { id: String(other) })).status).toBe(404);
    const res = await post("/admin/demand/?language=nl", { id: String(ids.other) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/demand/?language=nl&erased=1");
    expect(await (await request("/admin/demand/", { cookie })).text()).not.toContain("=cmd@");
    expect(await audits("demand.erase")).toHaveLength(1);
  });

  it("lists, filters, exports and erases the newsletter's subscribers", async () => {
    const list = await (await request("/admin/newsletter/?status=pending", { cookie })).text();
    expect(list).toContain("pending@example.be");
    const csv = await (await request("/admin/newsletter/csv/?status=pending", { cookie })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
    expect(csv).toContain("pending@example.be,fr,Pending,");
    expect((await post("/admin/newsletter/", { id: "0" })).status).toBe(400);
    expect((await post("/admin/newsletter/", { id: String(ids.subscriber) })).status).toBe(303);
    expect((await post("/admin/newsletter/", { id: String(ids.subscriber) })).status).toBe(404);
    expect(await (await request("/admin/newsletter/", { cookie })).text()).not.toContain(
      "pending@",
    );
    expect(await audits("newsletter.export")).toHaveLength(1);
    expect(await audits("newsletter.erase")).toHaveLength(1);
  });

  it("refuses a cross-site erase", async () => {
    const res = await request("/admin/people/", {
      method: "POST",
      body: new URLSearchParams({ intent: "erase", email: "x@example.be" }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      cookie,
    });
    expect(res.status).toBe(403);
  });
});
