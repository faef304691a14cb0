import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { insertInboxLeads } from "#tests/support/inbox-leads.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: the list and its filters through the whole
// stack, bulk spam (303 back to the same filtered list), the CSV export (BOM, separator, formulas
// neutralised, read back), and each refusal.
describe(`the desk's leads inbox on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let agentCookie: string;
  let agent: number;
  let leads: number[];
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    agent = await addTestStaff(database.db, { role: "agent", name: "Bert Agent", language: "en" });
    agentCookie = await staffSessionCookie(database.db, agent);
    leads = await insertInboxLeads(database.db, [
      {
        createdAt: at(0),
        form: "contact-me",
        propertyId: 1091,
        fields: {
          firstName: "=HYPERLINK(1)",
          lastName: "Dupont",
          email: "dupont@example.be",
          phone: "0475 12 34 56",
          remark: 'Bonjour; "salut", ça va?\nDeux lignes',
        },
        source: { utm: { utm_source: "newsletter" }, referrer: "https://www.google.be/" },
      },
      {
        createdAt: at(1),
        form: "contact-construction",
        propertyId: null,
        fields: { firstName: "Marie", lastName: "Peeters", email: "marie@example.be", project: 77 },
        agentId: agent,
      },
      { createdAt: at(2), form: "site-contact", fields: { firstName: "Sam", lastName: "Spam" } },
      {
        createdAt: at(3),
        form: "site-contact",
        status: "spam",
        fields: { firstName: "Old", lastName: "Spammer" },
      },
    ]);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", init.cookie ?? agentCookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const page = async (path: string) => {
    const res = await request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("lists the leads newest first, spam only when asked, with their links", async () => {
    const html = await page("/admin/leads/");
    expect(html.indexOf("Sam Spam")).toBeLessThan(html.indexOf("Marie Peeters"));
    expect(html.indexOf("Marie Peeters")).toBeLessThan(html.indexOf("Dupont"));
    expect(html).not.toContain("Old Spammer");
    expect(html).toContain(`href="/admin/leads/${leads[1]}/"`);
    expect(html).toContain('href="/property/1091/"');
    expect(html).toContain('href="/project/77/"');
    expect(html).toContain("20/11/2026 10:01");
    expect(html).toContain("Bert Agent");
    expect(await page("/admin/leads/?status=spam")).toContain("Old Spammer");
  });

  it("filters by the URL and names the values it ignores, never failing", async () => {
    const html = await page(`/admin/leads/?q=PEETERS&form=contact-construction&agent=${agent}`);
    expect(html).toContain("Marie Peeters");
    expect(html).not.toContain("Dupont");
    expect(html).toContain('value="PEETERS"');
    const listing = await page("/admin/leads/?listing=77");
    expect(listing).toContain("Marie Peeters");
    expect(listing).not.toContain("Sam Spam");
    const bad = await page("/admin/leads/?status=lost&from=2026-13-01&agent=x&q=0475123456");
    expect(bad).toContain("not understood and are ignored: status, agent, from");
    expect(bad).toContain("Dupont");
    expect(bad).not.toContain("Marie Peeters");
  });

  it("marks the checked leads as spam and comes back to the same filtered list", async () => {
    const res = await request("/admin/leads/?form=site-contact", {
      method: "POST",
      body: new URLSearchParams([["lead", String(leads[2])]]),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/leads/?form=site-contact&marked=1");
    const html = await page("/admin/leads/?form=site-contact&marked=1");
    expect(html).toContain("1 lead marked as spam.");
    expect(html).not.toContain("Sam Spam");
    const audit = await database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "lead.spam")
      .execute();
    expect(audit).toMatchObject([{ staff_id: agent, object_id: String(leads[2]) }]);
  });

  it("refuses a bulk action without a lead, changing nothing", async () => {
    for (const body of [new URLSearchParams(), new URLSearchParams([["lead", "abc"]])]) {
      const res = await request("/admin/leads/", { method: "POST", body });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Select at least one lead");
    }
    const spam = await database.db
      .selectFrom("lead")
      .select("id")
      .where("status", "=", "spam")
      .execute();
    expect(spam).toHaveLength(2);
  });

  it("exports the filtered list as CSV with a BOM, semicolons on demand, formulas neutralised", async () => {
    const res = await request("/admin/leads/export/?q=example&separator=semicolon");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)), ";");
    expect(rows[0]?.slice(0, 4)).toEqual(["Id", "Received", "Form", "Status"]);
    expect(rows).toHaveLength(3);
    const [marie, dupont] = [rows[1] ?? [], rows[2] ?? []];
    expect(marie.slice(0, 5)).toEqual([
      String(leads[1]),
      "2026-11-20 10:01",
      "Question about a project",
      "New",
      "Bert Agent",
    ]);
    expect(marie[13]).toBe("77");
    expect(dupont[7]).toBe("'=HYPERLINK(1)");
    expect(dupont[11]).toBe('Bonjour; "salut", ça va?\nDeux lignes');
    expect(dupont[12]).toBe("1091");
    expect(dupont[15]).toBe("newsletter");
    expect(dupont[18]).toBe("https://www.google.be/");
    const comma = await request("/admin/leads/export/?form=contact-me");
    const text = (await comma.text()).replace(/^\uFEFF/, "");
    expect(parseCsv(text, ",")).toHaveLength(2);
    const audit = await database.db
      .selectFrom("staff_audit")
      .select(["detail", "staff_id"])
      .where("action", "=", "leads.export")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.detail ?? ""))).toEqual([
      { q: "searched", rows: 2, separator: ";" },
      { form: "contact-me", rows: 1, separator: "," },
    ]);
  });

  it("sends a visitor without a session, or a disabled member, to the login page", async () => {
    for (const path of ["/admin/leads/", "/admin/leads/export/"]) {
      const res = await site.app.request(`http://localhost${path}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login\//);
    }
    const other = await addTestStaff(database.db, { role: "agent", email: "gone@agency.example" });
    const cookie = await staffSessionCookie(database.db, other);
    await disableStaff(database.db, "gone@agency.example", new Date());
    const res = await request("/admin/leads/export/", { cookie });
    expect(res.status).toBe(303);
    const exports = await database.db
      .selectFrom("staff_audit")
      .select("id")
      .where("action", "=", "leads.export")
      .where("staff_id", "=", other)
      .execute();
    expect(exports).toEqual([]);
  });
});
