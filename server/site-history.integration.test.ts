import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { publishDocument, saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, auditActions, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "History", ADR 056: a settings group's history page through the whole
// application: its versions newest first with who and when, one compared with the current state, a
// restore (a new version), its draft's changes; admins only.
describe(`a document's history page on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let adminId: number;
  let admin: string;
  let agent: string;
  const agency: SiteDocumentRef = { kind: "settings", key: "agency" };
  const page = "/admin/history/settings/agency/";
  const liveName = async () => (await readSiteConfig(t.db))?.agency.name;

  const get = (path: string, cookie: string) =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });
  const restore = (cookie: string, number: string, path = page) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: new URLSearchParams({ number }),
      redirect: "manual",
    });

  beforeAll(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig("Immo Lumière"));
    site = await createTestApp(t);
    adminId = await addTestStaff(t.db, { role: "admin", name: "Ada Admin", language: "en" });
    admin = await staffSessionCookie(t.db, adminId);
    agent = await staffSessionCookie(t.db, await addTestStaff(t.db, { role: "agent" }));
    const act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.20", now: new Date() };
    const body = (await readSiteConfig(t.db))?.agency;
    await saveDocumentDraft(act, agency, { ...body, name: "Immo Soleil" });
    expect(await publishDocument(act, agency)).toEqual({ published: 2 });
    await saveDocumentDraft(act, agency, { ...body, name: "Immo Brouillon" });
  });
  afterAll(() => t.dispose());

  it("lists the versions newest first, with who, and the draft with what it changes", async () => {
    const res = await get(page, admin);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("History: Settings · agency");
    const rows = [...html.matchAll(/<th scope="row" class="desk-table__number">(\d+)<\/th>/g)];
    expect(rows.map((row) => row[1])).toEqual(["2", "1"]);
    expect(html).toContain("Ada Admin");
    expect(html).toContain("As the site was before the desk");
    // The draft against the live state: the name's row.
    expect(html).toContain("What the draft changes");
    expect(html).toMatch(/<code>name<\/code>.*Immo Soleil.*Immo Brouillon/s);
  });

  it("compares a version with the current one; a bad version number in the URL is ignored", async () => {
    const html = await (await get(`${page}?compare=1`, admin)).text();
    expect(html).toContain("<h2>Version 1 compared with the current one</h2>");
    expect(html).toMatch(/<code>name<\/code>.*Immo Lumière.*Immo Soleil/s);
    for (const compare of ["abc", "-1", "99", "1e3"]) {
      const res = await get(`${page}?compare=${compare}`, admin);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toMatch(/<h2>Version \d+ compared/);
    }
  });

  it("restores a version as a new one, audited, and says so", async () => {
    const res = await restore(admin, "1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${page}?restored=3&from=1`);
    expect(await liveName()).toBe("Immo Lumière");
    expect(await auditActions(t.db)).toContain(`site.restore:${adminId}`);
    const html = await (await get(res.headers.get("location") ?? "", admin)).text();
    expect(html).toContain('role="status">Version 1 is live again, as version 3.</p>');
    expect(html).toContain("<td>Restored from version 1</td>");
    // The draft stays as it was, now against the restored state.
    expect(html).toMatch(/<code>name<\/code>.*Immo Lumière.*Immo Brouillon/s);
  });

  it("refuses a bad or unknown version, an agent and unknown documents, and changes nothing", async () => {
    const before = await liveName();
    const audited = (await auditActions(t.db)).length;
    for (const number of ["", "zero", "-2", "1.5"])
      expect((await restore(admin, number)).status).toBe(422);
    expect((await restore(admin, "99")).status).toBe(404);
    expect((await get(page, agent)).status).toBe(404);
    expect((await restore(agent, "1")).status).toBe(404);
    for (const path of [
      "/admin/history/settings/nope/",
      "/admin/history/pages/agency/",
      "/admin/history/settings/__proto__/",
    ]) {
      expect((await get(path, admin)).status).toBe(404);
      expect((await restore(admin, "1", path)).status).toBe(404);
    }
    expect(await liveName()).toBe(before);
    expect((await auditActions(t.db)).length).toBe(audited);
  });

  it("sends an ended session to the login page", async () => {
    const desk = await staffSessionCookie(t.db, adminId);
    expect(
      (
        await site.app.request("http://localhost/admin/logout/", {
          method: "POST",
          headers: { cookie: desk, origin: "http://localhost" },
          redirect: "manual",
        })
      ).status,
    ).toBe(303);
    const res = await get(page, desk);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=.*&ended=1$/);
  });
});
