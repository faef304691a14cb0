import { beforeAll, describe, expect, it } from "vitest";
import type { CrmTargetName } from "#app/model/crm/crm-delivery.ts";
import type { CrmDeliveryStatus } from "#app/model/crm/crm-status.ts";
import { configureCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { type DeskLeads, deskLeads } from "#tests/support/desk-leads.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// Issue 28 (the desk shows the state per lead; wrong credentials: "the queue pauses and the desk says
// why"), ADR 051 and 054 amended: the leads inbox filtered by CRM delivery state, and the dashboard's
// figure of failed and retried deliveries and notice of a paused CRM target.

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A GET of the desk as the member whose session `cookie` holds. */
const getter = (app: App) => async (path: string, cookie: string) =>
  app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });

/** A lead whose delivery to each target is in the state given. */
async function leadWith(
  desk: DeskLeads,
  states: Partial<Record<CrmTargetName, CrmDeliveryStatus>>,
  lead: { status?: "spam" } = {},
) {
  const targets = Object.keys(states) as CrmTargetName[];
  const id = await desk.addLead({ crmTargets: targets });
  const { db } = desk.database;
  if (lead.status) await db.updateTable("lead").set(lead).where("id", "=", id).execute();
  for (const target of targets)
    await db
      .updateTable("crm_delivery")
      .set({ status: states[target] ?? "waiting", last_error: "the CRM said no" })
      .where("lead_id", "=", id)
      .where("target", "=", target)
      .execute();
  return id;
}

/** The leads a list page links to, in its order. */
const listed = (html: string) =>
  [...html.matchAll(/href="\/admin\/leads\/(\d+)\/"/g)].map((match) => Number(match[1]));

/** React marks where two texts meet with an empty comment, and escapes `&` and `'`. */
const plain = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("<!-- -->", "");

describe(`failed CRM deliveries at the desk's first glance on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  let get: ReturnType<typeof getter>;
  let admin = "";
  let agent = "";
  const ids = {} as Record<
    "failed" | "retrying" | "waiting" | "held" | "delivered" | "spam" | "none",
    number
  >;

  beforeAll(async () => {
    // Before the application's first read of it, as the server stores it at start.
    await configureCrmTargets(desk.database.db, ["omnicasa", "webhook"]);
    get = getter((await createTestApp(desk.database)).app);
    admin = await staffSessionCookie(desk.database.db, desk.staff.admin);
    agent = await staffSessionCookie(desk.database.db, desk.staff.agent);
    ids.failed = await leadWith(desk, { omnicasa: "failed", webhook: "delivered" });
    ids.retrying = await leadWith(desk, { webhook: "retrying" });
    ids.waiting = await leadWith(desk, { webhook: "waiting" });
    ids.held = await leadWith(desk, { webhook: "held" });
    ids.delivered = await leadWith(desk, { webhook: "delivered" });
    ids.spam = await leadWith(desk, { webhook: "failed" }, { status: "spam" });
    ids.none = await desk.addLead({});
  });

  const page = async (path: string, cookie = admin) => {
    const res = await get(path, cookie);
    expect(res.status, path).toBe(200);
    return plain(await res.text());
  };
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it("lists the leads with a delivery in the state asked for, spam left out", async () => {
    const expected = {
      failed: [ids.failed],
      retrying: [ids.retrying],
      waiting: [ids.waiting],
      delivered: [ids.failed, ids.delivered],
    };
    for (const [state, leads] of Object.entries(expected)) {
      const html = await page(`/admin/leads/?crm=${state}`);
      expect(sorted(listed(html)), state).toEqual(sorted(leads));
      expect(html).toMatch(new RegExp(`<option value="${state}" selected="">`));
    }
    expect(listed(await page("/admin/leads/?crm=failed&status=spam"))).toEqual([ids.spam]);
    // Without the filter, every lead but spam, whatever its deliveries.
    expect(sorted(listed(await page("/admin/leads/")))).toEqual(
      sorted([ids.failed, ids.retrying, ids.waiting, ids.held, ids.delivered, ids.none]),
    );
  });

  it("ignores and names a CRM state that does not read, listing every lead", async () => {
    for (const value of ["held", "FAILED", "x".repeat(200)]) {
      const html = await page(`/admin/leads/?crm=${value}&form=contact-appointment`);
      expect(html).toContain(
        "Some filters in the address were not understood and are ignored: crm.",
      );
      expect(listed(html)).toHaveLength(6);
    }
  });

  it("exports the list the filter shows", async () => {
    const res = await get("/admin/leads/export/?crm=failed", admin);
    expect(res.status).toBe(200);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""), ",");
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual([ids.failed]);
  });

  it("shows failed and retried deliveries on the dashboard, each a link to its list", async () => {
    const html = await page("/admin/");
    expect(html).toContain(
      '<section class="ops-figure ops-figure--alert" aria-labelledby="figure-crm"><h2 id="figure-crm" class="ops-figure__label">CRM deliveries</h2>',
    );
    expect(html).toContain(
      'href="/admin/leads/?crm=failed"><span class="ops-figure__count">1</span> <span class="ops-figure__name">Failed</span>',
    );
    expect(html).toContain(
      'href="/admin/leads/?crm=retrying"><span class="ops-figure__count">1</span> <span class="ops-figure__name">Retrying</span>',
    );
    expect(html).not.toContain("ops-notice--problem");
  });

  it("says which target is paused, why and until when, to an agent in their language", async () => {
    const { db } = desk.database;
    const until = new Date(Date.now() + 10 * 60_000);
    await db
      .insertInto("crm_pause")
      .values([
        { target: "omnicasa", paused_until: until, reason: "wrong credentials: Invalid login" },
        { target: "webhook", paused_until: new Date(Date.now() - 60_000), reason: "ended" },
      ])
      .execute();
    try {
      const html = await page("/admin/", agent);
      expect(html).toContain("Envois au CRM");
      expect(html).toMatch(
        /<div class="ops-notice ops-notice--problem"><p>Omnicasa est en pause jusqu'au [^<]*\d{2}:\d{2}[^<]* : aucune demande n'y part/,
      );
      expect(html).toContain("Pourquoi : wrong credentials: Invalid login");
      expect(html).not.toContain("Le webhook est en pause");
    } finally {
      await db.deleteFrom("crm_pause").execute();
    }
  });

  it("sends a disabled member's session to the login page", async () => {
    const gone = await staffSessionCookie(desk.database.db, desk.staff.disabled);
    for (const path of ["/admin/", "/admin/leads/?crm=failed"]) {
      const res = await get(path, gone);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toMatch(/^\/admin\/login\//);
    }
  });
});

describe(`the desk without a CRM on ${engineUnderTest}`, () => {
  const desk = deskLeads();
  let get: ReturnType<typeof getter>;
  let admin = "";

  beforeAll(async () => {
    get = getter((await createTestApp(desk.database)).app);
    admin = await staffSessionCookie(desk.database.db, desk.staff.admin);
  });

  it("shows no CRM figure, notice or filter, yet reads a CRM filter in the URL", async () => {
    // Deliveries of a CRM that is no longer set up, and its last pause.
    const failed = await leadWith(desk, { webhook: "failed" });
    await desk.addLead({});
    await desk.database.db
      .insertInto("crm_pause")
      .values({ target: "webhook", paused_until: new Date(Date.now() + 600_000), reason: "401" })
      .execute();
    const dashboard = await (await get("/admin/", admin)).text();
    expect(dashboard).toContain("<h1>Dashboard</h1>");
    // (The page's texts travel with it; the markup is what shows.)
    expect(dashboard).not.toContain('id="figure-crm"');
    expect(dashboard).not.toContain("ops-notice--problem");
    const inbox = await (await get("/admin/leads/", admin)).text();
    expect(inbox).not.toContain('name="crm"');
    expect(listed(inbox)).toHaveLength(2);
    const filtered = await (await get("/admin/leads/?crm=failed", admin)).text();
    expect(filtered).toContain('name="crm"');
    expect(listed(filtered)).toEqual([failed]);
  });
});
