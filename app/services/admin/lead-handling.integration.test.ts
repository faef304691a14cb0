import { describe, expect, it } from "vitest";
import {
  addNote,
  assignLead,
  changeStatus,
  type LeadActor,
} from "#app/services/admin/lead-handling.server.ts";
import { deskLeads, stored, visitFields } from "#tests/support/desk-leads.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §17 (a lead's actions), ADR 052: each action changes the lead, adds its
// timeline entry and its audit row; an unchanged value, invalid input or an unknown lead none.
describe(`a lead's actions on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  const now = new Date("2026-11-27T15:00:00Z");
  const origin = "https://www.immo.example";
  const actor = (staffId = desk.staff.admin): LeadActor & { origin: string } => ({
    db: desk.database.db,
    staff: {
      id: staffId,
      name: staffId === desk.staff.admin ? "Alex Admin" : undefined,
      email: "x@immo.example",
    },
    clientAddress: "192.0.2.7",
    now,
    origin,
  });
  const leadRow = (id: number) => stored.lead(desk.database.db, id);
  const events = (id: number) => stored.events(desk.database.db, id);
  const audits = (id: number) => stored.audits(desk.database.db, id);
  const assignedMails = (id: number) =>
    desk.database.db
      .selectFrom("outbox_message")
      .selectAll()
      .where("lead_id", "=", id)
      .where("kind", "=", "lead-assigned")
      .execute();

  describe("status", () => {
    it("is set, with its timeline entry and its audit row", async () => {
      const id = await desk.addLead({});
      expect(await changeStatus(actor(), { leadId: id, status: "in_progress" })).toEqual({
        kind: "saved",
      });
      expect((await leadRow(id)).status).toBe("in_progress");
      expect(await events(id)).toEqual([
        { kind: "status", body: "in_progress", staff_id: desk.staff.admin },
      ]);
      expect(await audits(id)).toEqual([
        {
          action: "lead.status",
          staff_id: desk.staff.admin,
          object_kind: "lead",
          object_id: String(id),
          detail: JSON.stringify({ status: "in_progress" }),
          client_address: "192.0.2.7",
        },
      ]);
    });

    it("writes nothing when the lead has that status already", async () => {
      const id = await desk.addLead({});
      expect(await changeStatus(actor(), { leadId: id, status: "new" })).toEqual({
        kind: "unchanged",
      });
      expect(await events(id)).toEqual([]);
      expect(await audits(id)).toEqual([]);
    });

    it("refuses a status that is not one of the four, changing nothing", async () => {
      const id = await desk.addLead({});
      for (const status of ["closed", "", undefined, ["done"]])
        expect(await changeStatus(actor(), { leadId: id, status })).toEqual({
          kind: "invalid",
          error: "adminLead:errors.status",
        });
      expect((await leadRow(id)).status).toBe("new");
      expect(await events(id)).toEqual([]);
      expect(await audits(id)).toEqual([]);
    });

    it("answers not-found for a lead that does not exist", async () => {
      expect(await changeStatus(actor(), { leadId: 999_999, status: "done" })).toEqual({
        kind: "not-found",
      });
      expect(await audits(999_999)).toEqual([]);
    });
  });

  describe("assignment", () => {
    it("assigns, and mails the assignee in their language with a link and no visitor detail", async () => {
      const id = await desk.addLead({ propertyId: 101 });
      expect(await assignLead(actor(), { leadId: id, agent: String(desk.staff.agent) })).toEqual({
        kind: "saved",
      });
      expect((await leadRow(id)).agent_id).toBe(desk.staff.agent);
      expect(await events(id)).toEqual([
        { kind: "assign", body: String(desk.staff.agent), staff_id: desk.staff.admin },
      ]);
      expect((await audits(id)).map((a) => [a.action, a.detail])).toEqual([
        ["lead.assign", JSON.stringify({ agent: desk.staff.agent })],
      ]);
      const [mail, ...others] = await assignedMails(id);
      expect(others).toEqual([]);
      expect(mail?.to_address).toBe("claire@immo.example");
      expect(mail?.status).toBe("queued");
      // Claire's desk speaks French.
      expect(mail?.subject).toBe("Une demande pour vous : Demande de visite de Anne Dupont");
      expect(mail?.text).toContain("Alex Admin vous a attribué une demande");
      expect(mail?.text).toContain(`${origin}/admin/leads/${id}/`);
      expect(mail?.html).toContain(`href="${origin}/admin/leads/${id}/"`);
      for (const part of [mail?.text, mail?.html, mail?.subject])
        for (const detail of [visitFields.email, visitFields.phone, visitFields.remark])
          expect(part).not.toContain(detail);
    });

    it("sends no mail to whoever takes a lead themselves, and unassigns", async () => {
      const id = await desk.addLead({});
      const agent = actor(desk.staff.agent);
      expect(await assignLead(agent, { leadId: id, agent: String(desk.staff.agent) })).toEqual({
        kind: "saved",
      });
      expect(await assignedMails(id)).toEqual([]);
      expect(await assignLead(agent, { leadId: id, agent: String(desk.staff.agent) })).toEqual({
        kind: "unchanged",
      });
      expect(await assignLead(agent, { leadId: id, agent: "" })).toEqual({ kind: "saved" });
      expect((await leadRow(id)).agent_id).toBeNull();
      expect((await events(id)).map((e) => e.body)).toEqual([String(desk.staff.agent), ""]);
      expect((await audits(id)).map((a) => a.detail)).toEqual([
        JSON.stringify({ agent: desk.staff.agent }),
        JSON.stringify({ agent: "none" }),
      ]);
      expect(await assignedMails(id)).toEqual([]);
    });

    it("refuses a disabled account, an unknown one or a value that is no id, changing nothing", async () => {
      const id = await desk.addLead({});
      for (const agent of [String(desk.staff.disabled), "999999", "abc", "-1", undefined])
        expect(await assignLead(actor(), { leadId: id, agent })).toEqual({
          kind: "invalid",
          error: "adminLead:errors.agent",
        });
      expect((await leadRow(id)).agent_id).toBeNull();
      expect(await events(id)).toEqual([]);
      expect(await audits(id)).toEqual([]);
      expect(await assignedMails(id)).toEqual([]);
    });

    it("answers not-found for a lead that does not exist", async () => {
      expect(
        await assignLead(actor(), { leadId: 999_998, agent: String(desk.staff.agent) }),
      ).toEqual({ kind: "not-found" });
      expect(await audits(999_998)).toEqual([]);
    });
  });

  describe("notes", () => {
    it("adds a note, its audit row keeping its length only", async () => {
      const id = await desk.addLead({});
      const note = "Called back:\r\nvisit confirmed for Wednesday.";
      expect(await addNote(actor(), { leadId: id, note: `  ${note}  ` })).toEqual({
        kind: "saved",
      });
      const body = "Called back:\nvisit confirmed for Wednesday.";
      expect(await events(id)).toEqual([{ kind: "note", body, staff_id: desk.staff.admin }]);
      expect((await audits(id)).map((a) => [a.action, a.detail])).toEqual([
        ["lead.note", JSON.stringify({ length: body.length })],
      ]);
    });

    it("takes 5,000 characters, refuses an empty note or a longer one", async () => {
      const id = await desk.addLead({});
      expect(await addNote(actor(), { leadId: id, note: "é".repeat(5000) })).toEqual({
        kind: "saved",
      });
      for (const [note, error] of [
        ["", "noteEmpty"],
        [" \r\n ", "noteEmpty"],
        [undefined, "noteEmpty"],
        ["x".repeat(5001), "noteLong"],
      ] as const)
        expect(await addNote(actor(), { leadId: id, note })).toEqual({
          kind: "invalid",
          error: `adminLead:errors.${error}`,
        });
      expect((await events(id)).length).toBe(1);
      expect((await audits(id)).length).toBe(1);
    });

    it("answers not-found for a lead that does not exist", async () => {
      expect(await addNote(actor(), { leadId: 999_997, note: "Hello" })).toEqual({
        kind: "not-found",
      });
      expect(await audits(999_997)).toEqual([]);
    });
  });
});
