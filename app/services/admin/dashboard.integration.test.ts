import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginSyncRun, endSyncRun } from "#app/data/catalogue/sync-runs.server.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import { markFailed, queueMails } from "#app/data/mail/outbox.server.ts";
import { saveOwnerRecord } from "#app/data/owners/owners.server.ts";
import type { LeadForm } from "#app/model/leads/lead.ts";
import { dashboard } from "#app/services/admin/dashboard.server.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Dashboard", ADR 054: leads today and this week by form in the agency's time
// zone, leads not handled, failed mails, the last sync, properties on offer, owners never logged in.
describe(`the dashboard on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  // Friday 27 November, 00:30 in Brussels: 23:30 UTC on the 26th is already "today" there.
  const now = new Date("2026-11-26T23:30:00.000Z");
  const at = (iso: string) => new Date(iso);

  const lead = (form: LeadForm, when: Date) =>
    storeLead(t.db, { form, language: "fr", fields: {}, verified: true }, [], when);

  beforeAll(async () => {
    t = await createTestDatabase();
    await importIntoTestDatabase(t.db);
    // Today in Brussels (Friday 27 November) starts at 23:00 UTC on the 26th.
    await lead("contact-me", at("2026-11-26T23:10:00.000Z"));
    await lead("contact-me", at("2026-11-26T23:20:00.000Z"));
    await lead("site-contact", at("2026-11-26T23:25:00.000Z"));
    // This week, from Monday 23 November 00:00 in Brussels (22 November 23:00 UTC).
    await lead("contact-demand", at("2026-11-22T23:00:00.000Z"));
    await lead("site-contact", at("2026-11-24T09:00:00.000Z"));
    // Last week, and a spam lead today: counted in neither.
    await lead("contact-demand", at("2026-11-22T22:59:59.000Z"));
    const spam = await lead("contact-me", at("2026-11-26T23:15:00.000Z"));
    await t.db.updateTable("lead").set({ status: "spam" }).where("id", "=", spam).execute();
    const handled = await lead("site-contact", at("2026-11-20T10:00:00.000Z"));
    await t.db.updateTable("lead").set({ status: "done" }).where("id", "=", handled).execute();

    const mail = (name: string) => ({
      kind: "owner-login" as const,
      messageId: `${name}@immo.example`,
      from: "agence@immo.example",
      to: "agence@immo.example",
      subject: name,
      html: "",
      text: "",
    });
    await queueMails(t.db, [mail("a"), mail("b"), mail("c")], now, null);
    const [first, second] = await t.db
      .selectFrom("outbox_message")
      .select("id")
      .orderBy("id")
      .execute();
    await markFailed(t.db, first?.id ?? 0, "550");
    await markFailed(t.db, second?.id ?? 0, "550");

    const owner = (email: string) => ({
      email,
      displayName: email,
      passwordHash: "not-a-hash",
      propertyIds: [],
    });
    await saveOwnerRecord(t.db, owner("never@owner.example"), now);
    await saveOwnerRecord(t.db, owner("also-never@owner.example"), now);
    const logged = await saveOwnerRecord(t.db, owner("came@owner.example"), now);
    await t.db.updateTable("owner").set({ last_login_at: now }).where("id", "=", logged).execute();
  });
  afterAll(() => t.dispose());

  it("counts today's and this week's leads by form, most first, in the agency's time zone", async () => {
    const figures = await dashboard(t.db, now);
    expect([figures.today, figures.weekStart]).toEqual(["2026-11-27", "2026-11-23"]);
    expect(figures.leadsToday).toEqual([
      { form: "contact-me", count: 2 },
      { form: "site-contact", count: 1 },
    ]);
    expect(figures.leadsThisWeek).toEqual([
      { form: "contact-me", count: 2 },
      { form: "site-contact", count: 2 },
      { form: "contact-demand", count: 1 },
    ]);
  });

  it("counts leads not yet handled, failed mails and owners who never logged in", async () => {
    // Every lead but the spam one and the one done.
    expect(await dashboard(t.db, now)).toMatchObject({
      newLeads: 6,
      failedMails: 2,
      ownersNeverLoggedIn: 2,
    });
  });

  it("counts the properties on offer by goal", async () => {
    expect((await dashboard(t.db, now)).onOffer).toEqual({ sale: 1, rent: 1 });
    await t.db.updateTable("property").set({ status: "sold" }).where("id", "=", 101).execute();
    expect((await dashboard(t.db, now)).onOffer).toEqual({ sale: 0, rent: 1 });
  });

  it("shows the last sync, failed or not", async () => {
    expect((await dashboard(t.db, now)).lastSync).toBeUndefined();
    const done = await beginSyncRun(t.db, { kind: "schedule" }, now);
    await endSyncRun(
      t.db,
      done,
      { status: "done", pages: 8, created: 1, updated: 2, withdrawn: 0 },
      now,
    );
    const failed = await beginSyncRun(t.db, { kind: "schedule" }, at("2026-11-26T23:40:00.000Z"));
    await endSyncRun(
      t.db,
      failed,
      {
        status: "failed",
        errors: ["GetPropertyList nl rows 1-50: answered HTTP 500"],
        errorCount: 1,
        failedPage: "GetPropertyList nl rows 1-50",
      },
      at("2026-11-26T23:41:00.000Z"),
    );
    expect((await dashboard(t.db, now)).lastSync).toMatchObject({
      status: "failed",
      failedPage: "GetPropertyList nl rows 1-50",
    });
  });
});
