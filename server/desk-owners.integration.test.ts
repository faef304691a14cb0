import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { ownerSessionCookie } from "#tests/support/owner-sessions.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Owners", "Audit log", ADR 055: the desk's owner pages and audit log over
// the real application, each action and each refusal.
describe(`the desk's owners and audit log on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let folder: string;
  let anne: number;
  let bert: number;
  let admin: string;
  let agent: string;
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSiteConfig(db, testSiteConfig("Immo Lumière"));
    folder = await writeSnapshotFolder();
    await importSnapshot(db, snapshot, importOptions(folder));
    const owner = (email: string, displayName: string, propertyIds: number[]) =>
      saveOwner(
        db,
        { email, displayName, password: "Correct-horse-2026", propertyIds },
        new Date(),
      );
    anne = await owner("anne@example.be", "Anne Peeters", [101]);
    bert = await owner("bert@example.be", "Bert Claes", [102]);
    const adminId = await addTestStaff(db, { role: "admin", name: "Ada Admin", language: "en" });
    const agentId = await addTestStaff(db, { role: "agent", name: "Eva Agent", language: "fr" });
    admin = await staffSessionCookie(db, adminId);
    agent = await staffSessionCookie(db, agentId);
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.55.0.${++requests % 250}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (path: string, fields: Record<string, string>, cookie: string) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), cookie });
  const audits = (action: string) =>
    database.db
      .selectFrom("staff_audit")
      .select(["object_kind", "object_id", "detail"])
      .where("action", "=", action)
      .execute();
  const ownerRow = (id: number) =>
    database.db.selectFrom("owner").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("lists the owners for an agent, filtered by the URL; a bad filter value is ignored", async () => {
    const all = await request("/admin/owners/", { cookie: agent });
    expect(all.status).toBe(200);
    const html = await all.text();
    expect(html).toContain("Anne Peeters");
    expect(html).toContain("Bert Claes");
    expect(html).toContain(`href="/admin/owners/${anne}/"`);
    const found = await (await request("/admin/owners/?q=claes", { cookie: agent })).text();
    expect(found).toContain("Bert Claes");
    expect(found).not.toContain("Anne Peeters");
    const never = await request("/admin/owners/?never=yes&page=-4&q=", { cookie: agent });
    expect(never.status).toBe(200);
    expect(await never.text()).toContain("Anne Peeters");
  });

  it("shows an owner's page, and 404 for an id that names no owner", async () => {
    const page = await request(`/admin/owners/${anne}/`, { cookie: agent });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("anne@example.be");
    expect(html).toContain(`/admin/owners/${anne}/portal/`);
    for (const path of [
      "/admin/owners/999999/",
      "/admin/owners/abc/",
      "/admin/owners/99999999999/",
    ])
      expect((await request(path, { cookie: agent })).status).toBe(404);
    expect((await post("/admin/owners/999999/", { intent: "disable" }, agent)).status).toBe(404);
  });

  it("refuses an action it does not know, changing nothing", async () => {
    const before = await ownerRow(bert);
    const answer = await post(`/admin/owners/${bert}/`, { intent: "delete" }, agent);
    expect(answer.status).toBe(400);
    expect(await ownerRow(bert)).toEqual(before);
  });

  it("invites an owner: a mail in the outbox, audited", async () => {
    const answer = await post(`/admin/owners/${bert}/`, { intent: "invite" }, agent);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/owners/${bert}/?done=invited`);
    const mails = await database.db
      .selectFrom("outbox_message")
      .select(["kind", "to_address"])
      .execute();
    expect(mails).toEqual([
      { kind: "password-reset", to_address: '"Bert Claes" <bert@example.be>' },
    ]);
    expect(await audits("owner.invite")).toEqual([
      { object_kind: "owner", object_id: String(bert), detail: null },
    ]);
    const shown = await request(`/admin/owners/${bert}/?done=invited`, { cookie: agent });
    expect(await shown.text()).toContain(
      "Un lien pour choisir le mot de passe part vers le propriétaire.",
    );
  });

  it("disables an owner: their open session dies at once and the portal sends them to the login", async () => {
    const owner = await ownerSessionCookie(database.db, bert);
    const portal = pageUrl("ownerPortal", "fr");
    expect((await request(portal, { cookie: owner })).status).toBe(200);
    const answer = await post(`/admin/owners/${bert}/`, { intent: "disable" }, agent);
    expect(answer.headers.get("location")).toBe(`/admin/owners/${bert}/?done=disabled`);
    const after = await request(portal, { cookie: owner });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toContain(pageUrl("ownerLogin", "fr"));
    expect((await ownerRow(bert)).disabled_at).not.toBeNull();
    const enabled = await post(`/admin/owners/${bert}/`, { intent: "enable" }, agent);
    expect(enabled.headers.get("location")).toBe(`/admin/owners/${bert}/?done=enabled`);
    expect(await audits("owner.disable")).toHaveLength(1);
    expect(await audits("owner.enable")).toHaveLength(1);
  });

  it("shows the portal as the owner, read-only, changing nothing but the audit log", async () => {
    const sessions = () => database.db.selectFrom("account_session").selectAll().execute();
    const before = [await ownerRow(anne), await sessions()];
    const home = await request(`/admin/owners/${anne}/portal/`, { cookie: agent });
    expect(home.status).toBe(200);
    expect(home.headers.get("set-cookie")).toBeNull();
    const html = await home.text();
    expect(html).toContain("Vous voyez le portail en tant que Anne Peeters — lecture seule");
    expect(html).toContain(`/admin/owners/${anne}/portal/101/`);
    // No form but the desk's own logout.
    expect(html.match(/<form/g)).toHaveLength(1);
    expect(html).toContain('action="/admin/logout/"');
    const property = await request(`/admin/owners/${anne}/portal/101/`, { cookie: agent });
    expect(property.status).toBe(200);
    expect(await property.text()).toContain("lecture seule");
    expect([await ownerRow(anne), await sessions()]).toEqual(before);
    expect(await audits("owner.impersonate")).toEqual([
      { object_kind: "owner", object_id: String(anne), detail: null },
      { object_kind: "owner", object_id: String(anne), detail: '{"property":101}' },
    ]);
    // Another owner's property, an unknown owner: 404, not audited.
    for (const path of [`/admin/owners/${anne}/portal/102/`, "/admin/owners/999999/portal/"])
      expect((await request(path, { cookie: agent })).status).toBe(404);
    expect(await audits("owner.impersonate")).toHaveLength(2);
    // Nothing to post to.
    const posted = await post(`/admin/owners/${anne}/portal/`, { intent: "disable" }, agent);
    expect(posted.status).toBe(405);
    expect((await ownerRow(anne)).disabled_at).toBeNull();
  });

  it("shows the audit log to an admin, and a 404 to an agent", async () => {
    expect((await request("/admin/audit/", { cookie: agent })).status).toBe(404);
    const log = await request("/admin/audit/?action=owner.impersonate", { cookie: admin });
    expect(log.status).toBe(200);
    const html = await log.text();
    // Each action by its label (ADR 055), the filter a choice of every label.
    expect(html).toMatch(/<td>Owner portal viewed<span/);
    expect(html).not.toContain("<td>owner.impersonate");
    expect(html).toMatch(
      /<option value="owner.impersonate" selected="">Owner portal viewed<\/option>/,
    );
    expect(html).toContain('<option value="mail.test">Test mail sent</option>');
    expect(html).toContain(`href="/admin/owners/${anne}/"`);
    expect(html).toContain("Eva Agent");
    expect(html).toContain("property 101");
    expect(html).not.toContain("<td>Owner invited");
    const bad = await request("/admin/audit/?staff=x&from=yesterday&page=0", { cookie: admin });
    expect(bad.status).toBe(200);
    // The log is read-only: nothing posts to it.
    expect((await post("/admin/audit/", { id: "1" }, admin)).status).toBe(405);
  });

  it("sends a visitor without a desk session to the desk's login", async () => {
    const answer = await request("/admin/owners/");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toContain("/admin/login/");
  });
});
