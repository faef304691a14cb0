import { beforeAll, describe, expect, it } from "vitest";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { deskLeads, leadMail, stored, visitFields } from "#tests/support/desk-leads.ts";
import { staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §17 (a lead's page and its actions), ADR 052: the page over HTTP through the
// desk's guard, each action's 303, 422 and 404, and what each leaves in the database.
describe(`a lead's page in the desk on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let agentCookie = "";
  let adminCookie = "";

  beforeAll(async () => {
    site = await createTestApp(desk.database);
    agentCookie = await staffSessionCookie(desk.database.db, desk.staff.agent);
    adminCookie = await staffSessionCookie(desk.database.db, desk.staff.admin);
  });

  const get = (path: string, cookie = agentCookie) =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie = agentCookie) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      redirect: "manual",
    });
  const lead = (id: number) => stored.lead(desk.database.db, id);
  const events = (id: number) => stored.events(desk.database.db, id);
  const audits = (id: number) => stored.audits(desk.database.db, id);
  const page = (id: number) => `/admin/leads/${id}/`;

  it("shows the lead in the member's language: fields, property, source, mails, timeline, reply", async () => {
    const id = await desk.addLead(
      { propertyId: 101, source: { utm: { utm_campaign: "autumn" } } },
      [leadMail("agency-notification", "info@immo.example", "Demande de visite de Anne Dupont")],
    );
    const res = await get(page(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    // Claire's desk speaks French.
    expect(html).toContain(`<title>Demande ${id} | `);
    expect(html).toContain("<dt>Prénom</dt><dd>Anne</dd>");
    expect(html).toContain(`<dd>${visitFields.remark}</dd>`);
    expect(html).toMatch(
      /<a href="\/fr\/a-vendre\/lasne\/villa-lumineuse\/101\/">Villa lumineuse<\/a>/,
    );
    expect(html).toContain("Id CRM 101");
    expect(html).toContain("autumn");
    expect(html).toContain("Demande de visite de Anne Dupont");
    expect(html).toMatch(/href="\/admin\/mail\/\d+\/"/);
    expect(html).toContain("Reçue par le formulaire Demande de visite");
    expect(html).toContain(
      `href="mailto:${visitFields.email}?subject=Re%3A%20Demande%20de%20visite`,
    );
  });

  it("answers 404 to an id that is no lead, inside the desk", async () => {
    for (const id of ["abc", "0", "-3", "12.5", "99999999999", "2147483648", "987654"]) {
      const res = await get(`/admin/leads/${id}/`);
      expect(res.status, id).toBe(404);
    }
  });

  it("sets the status: 303 back with a confirmation, a timeline entry, an audit row", async () => {
    const id = await desk.addLead({});
    const res = await post(page(id), { intent: "status", status: "done" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page(id)}?saved=status`);
    expect((await lead(id)).status).toBe("done");
    expect(await events(id)).toMatchObject([{ kind: "status", body: "done" }]);
    expect(await audits(id)).toMatchObject([
      { action: "lead.status", staff_id: desk.staff.agent, detail: '{"status":"done"}' },
    ]);
    const html = await (await get(`${page(id)}?saved=status`)).text();
    expect(html).toContain('role="status">Le statut est enregistré.</p>');
    expect(html).toContain("Statut passé à Traitée");
  });

  it("assigns the lead and queues the assignee's mail in their language", async () => {
    const id = await desk.addLead({});
    const res = await post(
      page(id),
      { intent: "assign", agent: String(desk.staff.agent) },
      adminCookie,
    );
    expect(res.status).toBe(303);
    expect((await lead(id)).agent_id).toBe(desk.staff.agent);
    const mails = await desk.database.db
      .selectFrom("outbox_message")
      .select(["to_address", "subject", "text"])
      .where("lead_id", "=", id)
      .where("kind", "=", "lead-assigned")
      .execute();
    expect(mails).toEqual([
      {
        to_address: "claire@immo.example",
        subject: "Une demande pour vous : Demande de visite de Anne Dupont",
        text: expect.stringContaining(`/admin/leads/${id}/`),
      },
    ]);
    expect(await audits(id)).toMatchObject([{ action: "lead.assign", staff_id: desk.staff.admin }]);
  });

  it("adds a note, shown in the timeline", async () => {
    const id = await desk.addLead({});
    const res = await post(page(id), { intent: "note", note: "Rappelée, visite confirmée." });
    expect(res.status).toBe(303);
    expect(await (await get(page(id))).text()).toContain("Rappelée, visite confirmée.");
    expect(await audits(id)).toMatchObject([{ action: "lead.note", detail: '{"length":27}' }]);
  });

  it("answers 422 with a localized message to invalid input, changing nothing", async () => {
    const id = await desk.addLead({});
    const cases: [Record<string, string>, string][] = [
      [{ intent: "status", status: "closed" }, "Choisissez l&#x27;un des quatre statuts."],
      [{ intent: "assign", agent: String(desk.staff.disabled) }, "Choisissez un collaborateur"],
      [{ intent: "note", note: "   " }, "Écrivez d&#x27;abord la note."],
      [{ intent: "note", note: "x".repeat(5001) }, "Une note compte 5 000 caractères au plus."],
      [{ intent: "erase" }, "Cette action est inconnue."],
      [{}, "Cette action est inconnue."],
    ];
    for (const [fields, message] of cases) {
      const res = await post(page(id), fields);
      expect(res.status, JSON.stringify(fields).slice(0, 40)).toBe(422);
      expect(await res.text()).toContain(message);
    }
    // The refused note comes back in its field.
    expect(
      await (await post(page(id), { intent: "note", note: "y".repeat(5001) })).text(),
    ).toContain("y".repeat(5001));
    expect(await lead(id)).toEqual({ status: "new", agent_id: null });
    expect(await events(id)).toEqual([]);
    expect(await audits(id)).toEqual([]);
  });

  it("answers 404 to an action on a lead that does not exist, and audits nothing", async () => {
    const posts: Record<string, string>[] = [
      { intent: "status", status: "done" },
      { intent: "note", note: "" },
    ];
    for (const fields of posts) {
      expect((await post("/admin/leads/987654/", fields)).status).toBe(404);
      expect((await post("/admin/leads/abc/", fields)).status).toBe(404);
    }
    expect(await audits(987_654)).toEqual([]);
  });

  it("lets no one in without a session, from another site or with a disabled account", async () => {
    const id = await desk.addLead({});
    const login = await get(page(id), "");
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    expect((await post(page(id), { intent: "status", status: "spam" }, "")).status).toBe(303);
    const crossSite = await site.app.request(`http://localhost${page(id)}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "status", status: "spam" }),
      headers: {
        cookie: agentCookie,
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    const leaving = await staffSessionCookie(
      desk.database.db,
      (
        await desk.database.db
          .selectFrom("staff_account")
          .select("id")
          .where("email", "=", "admin@immo.example")
          .executeTakeFirstOrThrow()
      ).id,
    );
    await disableStaff(desk.database.db, "admin@immo.example", new Date());
    const out = await post(page(id), { intent: "status", status: "spam" }, leaving);
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toMatch(/^\/admin\/login\//);
    expect((await lead(id)).status).toBe("new");
    expect(await audits(id)).toEqual([]);
  });
});
