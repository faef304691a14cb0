import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import { markFailed, queueMails } from "#app/data/mail/outbox.server.ts";
import { dayOf, visitPeriods } from "#app/domain/visit-periods.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Dashboard", ADR 054: the desk's first page, each figure a link to the list it
// counts (the leads inbox's status, form and from; the mail log's state; the owners list's never).
describe(`the desk's dashboard on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    await importIntoTestDatabase(t.db);
    for (const form of ["contact-me", "contact-me", "site-contact"] as const)
      await storeLead(t.db, { form, language: "fr", fields: {}, verified: true }, [], now);
    await queueMails(
      t.db,
      [
        {
          kind: "owner-login",
          messageId: "a@immo.example",
          from: "agence@immo.example",
          to: "agence@immo.example",
          subject: "a",
          html: "",
          text: "",
        },
      ],
      now,
      null,
    );
    const mail = await t.db.selectFrom("outbox_message").select("id").executeTakeFirstOrThrow();
    await markFailed(t.db, mail.id, "550");
    cookie = await staffSessionCookie(
      t.db,
      await addTestStaff(t.db, { role: "agent", language: "en" }),
    );
    site = await createTestApp(t);
  });
  afterAll(() => t.dispose());

  it("shows each figure as a link to the list it counts", async () => {
    const res = await site.app.request("http://localhost/admin/", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // React marks where two texts meet with an empty comment.
    const html = (await res.text()).replaceAll("&amp;", "&").replaceAll("<!-- -->", "");
    const today = dayOf(visitPeriods(now).today);
    expect(html).toContain("<h1>Dashboard</h1>");
    expect(html).toContain(`href="/admin/leads/?from=${today}"`);
    expect(html).toContain(
      `href="/admin/leads/?form=contact-me&from=${today}"><span class="ops-figure__count">2</span> <span class="ops-figure__name">Property question</span>`,
    );
    expect(html).toContain(
      `href="/admin/leads/?form=site-contact&from=${today}"><span class="ops-figure__count">1</span> <span class="ops-figure__name">Contact</span>`,
    );
    expect(html).toMatch(
      /href="\/admin\/leads\/\?status=new"><span class="ops-figure__label">Leads not yet handled<\/span><span class="ops-figure__value">3</,
    );
    expect(html).toMatch(
      /href="\/admin\/mail\/\?state=failed"><span class="ops-figure__label">Failed mails<\/span><span class="ops-figure__value">1</,
    );
    expect(html).toContain("No sync has run yet");
    expect(html).toContain(
      'href="/fr/a-vendre/"><span class="ops-figure__count">1</span> <span class="ops-figure__name">For sale</span>',
    );
    expect(html).toContain(
      'href="/fr/a-louer/"><span class="ops-figure__count">1</span> <span class="ops-figure__name">For rent</span>',
    );
    expect(html).toMatch(
      /href="\/admin\/owners\/\?never=1"><span class="ops-figure__label">Owners who never logged in<\/span><span class="ops-figure__value">0</,
    );
  });

  it("sends a visitor without a session to the login page", async () => {
    const res = await site.app.request("http://localhost/admin/", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login/?next=%2Fadmin%2F");
  });
});
