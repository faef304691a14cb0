import { describe, expect, it } from "vitest";
import { markFailed, scheduleRetry } from "#app/data/mail/outbox.server.ts";
import { addNote, assignLead, changeStatus } from "#app/services/admin/lead-handling.server.ts";
import { openLead } from "#app/services/admin/lead-page.server.ts";
import { deskLeads, leadMail, visitFields } from "#tests/support/desk-leads.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: what a staff member reads of one lead.
describe(`a lead's page on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  const origin = "https://www.immo.example";
  /** A price as written, its € followed by a no-break space. */
  const euro = (text: string) => text.replaceAll("€ ", "€\u00a0");

  it("shows every field as sent, labelled in the staff member's language, unknown keys raw", async () => {
    const id = await desk.addLead({ fields: { ...visitFields, utm_extra: "later form" } });
    const page = await openLead(desk.database.db, { id, language: "en" });
    expect(page?.fields.map((f) => [f.key, f.label, f.value])).toEqual([
      ["day", "Day", "Wednesday 02/12/2026"],
      ["slot", "Time", "10:00 to 13:00"],
      ["title", "Title", "Ms"],
      ["firstName", "First name", "Anne"],
      ["lastName", "Last name", "Dupont"],
      ["email", "E-mail", visitFields.email],
      ["phone", "Phone", visitFields.phone],
      ["remark", "Your message", visitFields.remark],
      ["privacy", "Accepted the privacy statement", "Yes"],
      ["newsletter", "Send me the newsletter with new properties", "No"],
      ["utm_extra", "utm_extra", "later form"],
    ]);
    expect(page).toMatchObject({ formName: "Visit request", language: "fr", verified: true });
    expect((await openLead(desk.database.db, { id, language: "nl" }))?.fields[1]?.label).toBe(
      "Uur",
    );
  });

  it("shows the property with its CRM id, its price and its public page", async () => {
    const id = await desk.addLead({ propertyId: 101 });
    const page = await openLead(desk.database.db, { id, language: "en" });
    // No English text: the visitor's French one.
    expect(page?.listings).toEqual([
      expect.objectContaining({
        kind: "property",
        id: 101,
        title: "Villa lumineuse",
        city: "Lasne",
        price: euro("from € 325.000"),
        priceHidden: false,
        url: expect.stringMatching(/^\/fr\/a-vendre\/lasne\/villa-lumineuse\/101\/$/),
      }),
    ]);
    expect(page?.reply).toBe(
      `mailto:${visitFields.email}?subject=${encodeURIComponent("Re: Demande de visite — Villa lumineuse")}`,
    );
  });

  it("shows a hidden price to staff, and a project question's project", async () => {
    const id = await desk.addLead({
      form: "contact-construction",
      language: "de",
      propertyId: 102,
      fields: { ...visitFields, unit: "102", project: 7 },
    });
    const page = await openLead(desk.database.db, { id, language: "fr" });
    expect(page?.listings.map((l) => [l.kind, l.id, l.title, l.price, l.priceHidden])).toEqual([
      ["property", 102, "Studio im Zentrum", euro("€ 950 par mois"), true],
      ["project", 7, "Les Jardins de Lasne", euro("de € 225.000 à € 307.500"), false],
    ]);
    expect(page?.fields.find((f) => f.key === "project")?.label).toBe("Projet");
  });

  it("names a property gone from the catalogue by its id", async () => {
    const id = await desk.addLead({ propertyId: 4040 });
    const page = await openLead(desk.database.db, { id, language: "en" });
    expect(page?.listings).toEqual([expect.objectContaining({ id: 4040, title: undefined })]);
    expect(page?.reply).toBe(
      `mailto:${visitFields.email}?subject=${encodeURIComponent("Re: Demande de visite")}`,
    );
  });

  it("shows the source and the mails with their delivery state", async () => {
    const source = { utm: { utm_source: "immoweb" }, referrer: "https://www.immoweb.be/" };
    const id = await desk.addLead({ source }, [
      leadMail("agency-notification", "info@immo.example", "Visit request from Anne Dupont"),
      leadMail("visitor-confirmation", visitFields.email, "We have received your visit request"),
      leadMail("friend", "friend@example.be", "A property"),
    ]);
    const { db } = desk.database;
    const [first, second, third] = await db
      .selectFrom("outbox_message")
      .select("id")
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute();
    await scheduleRetry(db, Number(second?.id), new Date(), "421 try later");
    await markFailed(db, Number(third?.id), "550 no such user");
    const page = await openLead(db, { id, language: "en" });
    expect(page?.source).toEqual(source);
    expect(page?.mails.map((m) => [m.id, m.kind, m.state, m.lastError])).toEqual([
      [Number(first?.id), "agency-notification", "queued", undefined],
      [Number(second?.id), "visitor-confirmation", "retrying", "421 try later"],
      [Number(third?.id), "friend", "failed", "550 no such user"],
    ]);
  });

  it("tells the timeline: the arrival, then each change by whom", async () => {
    const id = await desk.addLead({});
    const { db } = desk.database;
    const actor = (at: string) => ({
      db,
      staff: { id: desk.staff.admin, name: "Alex Admin", email: "admin@immo.example" },
      clientAddress: "192.0.2.7",
      now: new Date(at),
      origin,
    });
    await changeStatus(actor("2026-11-27T14:00:00Z"), { leadId: id, status: "in_progress" });
    await assignLead(actor("2026-11-27T14:01:00Z"), {
      leadId: id,
      agent: String(desk.staff.agent),
    });
    await addNote(actor("2026-11-27T14:02:00Z"), { leadId: id, note: "Called back." });
    await assignLead(actor("2026-11-27T14:03:00Z"), { leadId: id, agent: "" });
    const page = await openLead(db, { id, language: "en" });
    const admin = { id: desk.staff.admin, name: "Alex Admin", email: "admin@immo.example" };
    expect(page?.timeline).toEqual([
      { key: "arrived", kind: "arrived", at: new Date("2026-11-27T13:05:00Z"), by: undefined },
      expect.objectContaining({ kind: "status", status: "in_progress", by: admin }),
      expect.objectContaining({
        kind: "assign",
        assignee: { id: desk.staff.agent, name: "Claire Martin", email: "claire@immo.example" },
        by: admin,
      }),
      expect.objectContaining({ kind: "note", text: "Called back.", by: admin }),
      expect.objectContaining({ kind: "assign", assignee: undefined, by: admin }),
    ]);
    expect(page?.status).toBe("in_progress");
    expect(page?.agent).toBeUndefined();
    // The mail to Claire is the lead's too.
    expect(page?.mails.map((m) => m.kind)).toEqual(["lead-assigned"]);
  });

  it("offers the active staff only, and answers nothing for an unknown lead", async () => {
    const id = await desk.addLead({});
    const page = await openLead(desk.database.db, { id, language: "en" });
    expect(page?.assignees.map((s) => s.email)).toEqual([
      "admin@immo.example",
      "claire@immo.example",
    ]);
    expect(await openLead(desk.database.db, { id: 987_654, language: "en" })).toBeUndefined();
  });
});
