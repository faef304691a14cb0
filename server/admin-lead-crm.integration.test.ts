import { beforeAll, describe, expect, it } from "vitest";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { configureCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { deskLeads, stored } from "#tests/support/desk-leads.ts";
import { staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// Issue 28 "Deliver", ADR 064: a lead's page shows each CRM delivery's state, and "send again" queues a
// failed one anew (audited), refusing anything else with nothing changed.
describe(`a lead's CRM deliveries in the desk on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let adminCookie = "";
  let agentCookie = "";

  beforeAll(async () => {
    // Before the application's first read of it, as the server stores it at start.
    await configureCrmTargets(desk.database.db, ["webhook"]);
    site = await createTestApp(desk.database);
    adminCookie = await staffSessionCookie(desk.database.db, desk.staff.admin);
    agentCookie = await staffSessionCookie(desk.database.db, desk.staff.agent);
  });

  const get = (path: string, cookie = adminCookie) =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie = adminCookie) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      redirect: "manual",
    });
  const page = (id: number) => `/admin/leads/${id}/`;
  const db = () => desk.database.db;

  /** A lead sent to the webhook, its delivery set to `state`. */
  const leadWith = async (state: Record<string, unknown>) => {
    const id = await desk.addLead({ crmTargets: ["webhook"] });
    await db().updateTable("crm_delivery").set(state).where("lead_id", "=", id).execute();
    const delivery = await db()
      .selectFrom("crm_delivery")
      .selectAll()
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    return { id, delivery };
  };
  const html = async (id: number, cookie = adminCookie) => (await get(page(id), cookie)).text();

  it("says when a lead was not sent to the CRM", async () => {
    const id = await desk.addLead({});
    expect(await html(id)).toContain("This lead was not sent to the CRM");
  });

  it("shows waiting, delivered with the answer, retrying with the next attempt and the error", async () => {
    const waiting = await leadWith({ status: "waiting" });
    expect(await html(waiting.id)).toMatch(/desk-badge--info">Waiting<\/span>/);
    const delivered = await leadWith({
      status: "delivered",
      attempts: 1,
      answer: '{"contactId":"C-77"}',
      delivered_at: new Date("2026-11-27T13:06:00Z"),
    });
    const deliveredPage = await html(delivered.id);
    expect(deliveredPage).toContain(">Delivered</span>");
    expect(deliveredPage).toContain("The CRM answered: {&quot;contactId&quot;:&quot;C-77&quot;}");
    const retrying = await leadWith({
      status: "retrying",
      attempts: 3,
      next_attempt_at: new Date("2026-11-27T14:00:00Z"),
      last_error: "the webhook answered HTTP 503",
      unknown_outcome: true,
    });
    const retryingPage = await html(retrying.id);
    expect(retryingPage).toContain(">Retrying</span>");
    expect(retryingPage).toContain("Next attempt on");
    expect(retryingPage).toContain("3 attempts");
    expect(retryingPage).toContain("Last error: the webhook answered HTTP 503");
    expect(retryingPage).toContain("the CRM may have it already");
    expect(retryingPage).not.toContain('name="intent" value="resend"');
  });

  it("shows a paused webhook and why, in the member's language", async () => {
    const { id } = await leadWith({ status: "retrying", last_error: "refused" });
    await db()
      .insertInto("crm_pause")
      .values({
        target: "webhook",
        paused_until: new Date(Date.now() + 600_000),
        reason: "the webhook refused our signature (HTTP 401)",
      })
      .execute();
    try {
      const page = await html(id, agentCookie);
      expect(page).toContain(">En pause</span>");
      expect(page).toContain("the webhook refused our signature (HTTP 401)");
    } finally {
      await db().deleteFrom("crm_pause").execute();
    }
  });

  it("sends a failed delivery again: 303, due at once with a fresh limit, audited", async () => {
    const { id, delivery } = await leadWith({
      status: "failed",
      attempts: 30,
      last_error: "the webhook refused the lead (HTTP 422)",
    });
    const before = await html(id);
    expect(before).toContain(">Failed</span>");
    expect(before).toContain('name="intent" value="resend"');
    const res = await post(
      page(id),
      { intent: "resend", delivery: String(delivery.id) },
      agentCookie,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page(id)}?saved=resend`);
    const after = await db()
      .selectFrom("crm_delivery")
      .selectAll()
      .where("id", "=", delivery.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: "waiting", attempts: 0 });
    expect(await stored.audits(db(), id)).toMatchObject([
      { action: "crm.resend", staff_id: desk.staff.agent, detail: `{"delivery":${delivery.id}}` },
    ]);
    expect(await (await get(`${page(id)}?saved=resend`)).text()).toContain(
      "The delivery is queued again",
    );
  });

  it("refuses to send again anything but this lead's failed delivery: 422, nothing changed", async () => {
    const delivered = await leadWith({ status: "delivered", answer: "ok" });
    const other = await leadWith({ status: "failed", last_error: "no" });
    for (const value of [String(delivered.delivery.id), String(other.delivery.id), "abc", ""]) {
      const res = await post(page(delivered.id), { intent: "resend", delivery: value });
      expect(res.status, value).toBe(422);
      expect(await res.text()).toContain("only a failed one can");
    }
    const rows = await db()
      .selectFrom("crm_delivery")
      .select(["id", "status"])
      .where("id", "in", [delivered.delivery.id, other.delivery.id])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.status)).toEqual(["delivered", "failed"]);
    expect(await stored.audits(db(), delivered.id)).toEqual([]);
    expect((await post(page(987654), { intent: "resend", delivery: "1" })).status).toBe(404);
  });

  it("sends nothing again for a disabled member's session: the login page", async () => {
    const { id, delivery } = await leadWith({ status: "failed", last_error: "no" });
    const leaving = await staffSessionCookie(db(), desk.staff.admin);
    await disableStaff(db(), "admin@immo.example", new Date());
    const res = await post(page(id), { intent: "resend", delivery: String(delivery.id) }, leaving);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\//);
    expect(
      (
        await db()
          .selectFrom("crm_delivery")
          .select("status")
          .where("id", "=", delivery.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe("failed");
  });
});
