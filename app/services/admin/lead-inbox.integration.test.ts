import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import { messages } from "#app/locales/messages.server.ts";
import type { LeadInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import { exportLeads } from "#app/services/admin/lead-export.server.ts";
import { leadInboxPage, markSpam } from "#app/services/admin/lead-inbox.server.ts";
import { generatedLeads, insertInboxLeads } from "#tests/support/inbox-leads.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 (the leads inbox), ADR 051: the list's every filter and its pages, the
// bulk "mark as spam" and the export's rows and audit entry, on a real database.
describe(`the leads inbox on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let agent: number;
  let other: number;
  const newest = new Date("2026-11-27T10:00:00.000Z");
  const action = (now = newest) => ({ staffId: agent, clientAddress: "203.0.113.9", now });
  const ids = async (filter: LeadInboxFilter) =>
    (await leadInboxPage(database.db, filter, undefined)).leads.map((lead) => lead.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    const staff = (email: string, name: string) =>
      insertStaff(
        database.db,
        { email, name, role: "agent", language: "en", passwordHash: undefined },
        newest,
      );
    agent = (await staff("an@agency.example", "An Agent")) ?? 0;
    other = (await staff("bo@agency.example", "Bo Other")) ?? 0;
  });
  afterAll(() => database.dispose());

  it("pages 120 leads newest first, 50 at a time, spam left out, and back again", async () => {
    await insertInboxLeads(database.db, generatedLeads(140, { newest, agentIds: [agent, other] }));
    const all = await database.db
      .selectFrom("lead")
      .select("id")
      .where("status", "!=", "spam")
      .orderBy("created_at", "desc")
      .execute();
    expect(all).toHaveLength(120);
    const first = await leadInboxPage(database.db, {}, undefined);
    expect(first.leads.map((l) => l.id)).toEqual(all.slice(0, 50).map((l) => l.id));
    expect(first).toMatchObject({ newer: undefined, paged: false });
    const second = await leadInboxPage(database.db, {}, { older: first.older ?? 0 });
    expect(second.leads.map((l) => l.id)).toEqual(all.slice(50, 100).map((l) => l.id));
    const third = await leadInboxPage(database.db, {}, { older: second.older ?? 0 });
    expect(third.leads.map((l) => l.id)).toEqual(all.slice(100).map((l) => l.id));
    expect(third.older).toBeUndefined();
    const back = await leadInboxPage(database.db, {}, { newer: third.newer ?? 0 });
    expect(back.leads.map((l) => l.id)).toEqual(second.leads.map((l) => l.id));
    const top = await leadInboxPage(database.db, {}, { newer: back.newer ?? 0 });
    expect(top.leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id));
    expect(top.newer).toBeUndefined();
    expect(first.agents.map((a) => a.name).sort()).toEqual(["An Agent", "Bo Other"]);
    expect(first.leads[0]?.agent?.name).toMatch(/An Agent|Bo Other/);
  });

  it("filters by form, status, agent, verification and property or project", async () => {
    const rows = await database.db.selectFrom("lead").selectAll().execute();
    const expected = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .sort((a, b) => b.id - a.id)
        .slice(0, 50)
        .map((row) => row.id);
    const notSpam = (row: (typeof rows)[number]) => row.status !== "spam";
    expect(await ids({ form: "contact-demand" })).toEqual(
      expected((r) => notSpam(r) && r.form === "contact-demand"),
    );
    const spam = await ids({ status: "spam" });
    expect(spam).toEqual(expected((r) => r.status === "spam"));
    expect(spam.length).toBeGreaterThan(0);
    expect(await ids({ agent: other })).toEqual(
      expected((r) => notSpam(r) && r.agent_id === other),
    );
    expect(await ids({ agent: "unassigned" })).toEqual(
      expected((r) => notSpam(r) && r.agent_id === null),
    );
    expect(await ids({ verified: false })).toEqual(expected((r) => notSpam(r) && !r.verified));
    const property = rows.find((r) => r.property_id !== null && notSpam(r))?.property_id ?? 0;
    expect(await ids({ listing: property })).toEqual(
      expected((r) => notSpam(r) && r.property_id === property),
    );
    const project = await ids({ listing: 9002, form: "contact-construction" });
    expect(project).toEqual(
      expected((r) => notSpam(r) && r.form === "contact-construction" && r.project_id === 9002),
    );
    expect(project.length).toBeGreaterThan(0);
    expect(await ids({ form: "sign-newsletter", status: "spam", agent: other })).toEqual(
      expected((r) => r.form === "sign-newsletter" && r.status === "spam" && r.agent_id === other),
    );
  });

  it("reads a listing id that is a property in some leads and a project in others", async () => {
    const at = (hour: number) => new Date(`2026-11-26T${hour}:00:00Z`);
    const [asProperty, asProject] = await insertInboxLeads(database.db, [
      { createdAt: at(10), form: "contact-me", propertyId: 4711 },
      { createdAt: at(11), form: "contact-construction", fields: { project: 4711 } },
    ]);
    expect(await ids({ listing: 4711 })).toEqual([asProject, asProperty]);
    expect(await ids({ listing: 4711, form: "contact-me" })).toEqual([asProperty]);
    expect(await ids({ listing: 4712 })).toEqual([]);
    await database.db
      .deleteFrom("lead")
      .where("id", "in", [asProperty ?? 0, asProject ?? 0])
      .execute();
  });

  it("takes the date range as the agency's calendar days, both included", async () => {
    // 23:30 UTC on 26 November is already the 27th in Brussels; 23:30 UTC on the 27th is the 28th.
    const [late, later] = await insertInboxLeads(database.db, [
      { createdAt: new Date("2026-11-26T23:30:00Z"), form: "document-request" },
      { createdAt: new Date("2026-11-27T23:30:00Z"), form: "document-request" },
    ]);
    const day = { form: "document-request" as const, from: "2026-11-27", to: "2026-11-27" };
    expect(await ids(day)).toContain(late);
    expect(await ids(day)).not.toContain(later);
    expect(await ids({ ...day, to: "2026-11-28" })).toContain(later);
    expect(await ids({ ...day, from: "2026-11-28", to: undefined })).toEqual([later]);
  });

  it("finds a name, an e-mail, a phone as typed and a message, whatever their case", async () => {
    const id = await storeLead(
      database.db,
      {
        form: "contact-me",
        language: "fr",
        propertyId: 4242,
        fields: {
          firstName: "Zoë",
          lastName: "Vandenbroucke",
          email: "Zoe.V@Example.BE",
          phone: "0498 76 54 32",
          remark: "Le jardin fait-il 100% plein sud ?",
        },
        verified: true,
      },
      [],
      newest,
    );
    for (const text of ["vandenBROUCKE", "zoë", "zoe.v@example", "0498765432", "0498/76.54.32"])
      expect(await ids({ text }), text).toEqual([id]);
    expect(await ids({ text: "100% plein" })).toEqual([id]);
    // `%` and `_` are letters here, not wildcards.
    expect(await ids({ text: "100_ plein" })).toEqual([]);
    expect(await ids({ text: "jardin", listing: 4242 })).toEqual([id]);
    expect(await ids({ text: "jardin", form: "site-contact" })).toEqual([]);
  });

  it("marks the selected leads as spam, with their timeline and audit entries", async () => {
    const [a, b] = await insertInboxLeads(database.db, [
      { createdAt: newest, form: "sign-newsletter", status: "new" },
      { createdAt: newest, form: "sign-newsletter", status: "spam" },
    ]);
    const outcome = await markSpam(database.db, [a ?? 0, b ?? 0, 999_999], action());
    expect(outcome).toEqual({ marked: 1 });
    const lead = await database.db
      .selectFrom("lead")
      .select("status")
      .where("id", "=", a ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe("spam");
    const events = await database.db
      .selectFrom("lead_event")
      .selectAll()
      .where("lead_id", "in", [a ?? 0, b ?? 0])
      .execute();
    expect(events).toMatchObject([{ lead_id: a, kind: "status", body: "spam", staff_id: agent }]);
    const audit = await database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "lead.spam")
      .execute();
    expect(audit).toMatchObject([
      { staff_id: agent, object_kind: "lead", object_id: String(a), client_address: "203.0.113.9" },
    ]);
    expect(await markSpam(database.db, [], action())).toEqual({ marked: 0 });
  });

  it("exports the filtered list in batches, newest first, audited without personal data", async () => {
    await insertInboxLeads(
      database.db,
      generatedLeads(1200, { newest: new Date("2026-11-28T10:00:00Z"), agentIds: [agent] }).map(
        (seed) => ({ ...seed, form: "contact-appointment", status: "new" as const }),
      ),
    );
    const filter: LeadInboxFilter = {
      form: "contact-appointment",
      status: "new",
      text: "@example",
    };
    const matching = await database.db
      .selectFrom("lead")
      .select("id")
      .where("form", "=", "contact-appointment")
      .where("status", "=", "new")
      .where("search", "like", "%@example%")
      .execute();
    const exported = await exportLeads(database.db, filter, messages.en.adminLeads, {
      ...action(),
      separator: ";",
    });
    // A lead stored after the export started is not in it.
    await insertInboxLeads(database.db, [
      {
        createdAt: new Date("2026-12-01T10:00:00Z"),
        form: "contact-appointment",
        fields: { email: "late@example.be" },
      },
    ]);
    const rows = [];
    for await (const row of exported.rows) rows.push(row);
    expect(exported.count).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(1200);
    expect(rows.map((row) => row[0]).sort()).toEqual(matching.map((row) => row.id).sort());
    expect(exported.header.slice(0, 5)).toEqual(["Id", "Received", "Form", "Status", "Agent"]);
    const newestRow = rows[0] ?? [];
    expect(newestRow.slice(1, 5)).toEqual(["2026-11-28 11:00", "Visit request", "New", "An Agent"]);
    const received = rows.map((row) => String(row[1]));
    expect(received).toEqual([...received].sort().reverse());
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    const audit = await database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "leads.export")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? "")).toEqual({
      form: "contact-appointment",
      status: "new",
      q: "searched",
      rows: rows.length,
      separator: ";",
    });
    expect(audit.detail).not.toContain("example");
  });
});
