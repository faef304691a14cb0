import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import { starterSiteConfig } from "#app/model/config/starter-config.ts";
import { previewPass, previewPassHolds } from "#app/services/admin/site-preview.server.ts";
import { saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 061 (amended): on a fresh site (no configuration stored), a preview shows the settings drafts
// over the starter configuration, as their first publish would; the preview key is kept in the process
// and read again after a few minutes, so that a key replaced in the database revokes every pass.
describe(`a preview on a fresh site on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let adminId: number;
  let desk: string;
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

  beforeAll(async () => {
    t = await createTestDatabase();
    site = await createTestApp(t, { pageCacheBytes: 0 });
    adminId = await addTestStaff(t.db, { role: "admin", language: "en" });
    desk = await staffSessionCookie(t.db, adminId);
  });
  afterAll(() => t.dispose());

  it("shows a settings draft over the starter configuration", async () => {
    expect(await readSiteConfig(t.db)).toBeUndefined();
    const act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.20", now: new Date() };
    const agency = { ...starterSiteConfig.agency, name: "Immo Neuve" };
    expect(await saveDocumentDraft(act, { kind: "settings", key: "agency" }, agency)).toBe("saved");
    const start = await site.app.request("http://localhost/admin/preview/", {
      method: "POST",
      headers: { cookie: desk, origin: "http://localhost" },
      body: new URLSearchParams({ intent: "start", return: "/en/" }),
      redirect: "manual",
    });
    expect(start.status).toBe(303);
    const preview = (start.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const previewed = await site.app.request("http://localhost/en/", {
      headers: { cookie: preview },
    });
    expect(title(await previewed.text())).toContain("Immo Neuve");
    const visitor = await (await site.app.request("http://localhost/en/")).text();
    expect(title(visitor)).not.toContain("Immo Neuve");
    expect(await readSiteConfig(t.db)).toBeUndefined();
  });

  it("keeps the preview key in the process, and reads it again after a few minutes", async () => {
    const session = await t.db
      .selectFrom("account_session")
      .select("id")
      .where("account_id", "=", adminId)
      .where("account_kind", "=", "staff")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const now = new Date();
    const later = (ms: number) => new Date(now.getTime() + ms);
    const passAt = async (at: Date) => (await previewPass(t.db, Number(session.id), at)) ?? "";
    const holds = (pass: string, at: Date) =>
      previewPassHolds(t.db, pass, defaultStaffSessionLimits, at);
    const pass = await passAt(now);
    expect(await holds(pass, now)).toBe(true);
    // The key replaced in the database (here: removed, so a new one is made at the next read).
    await t.db.deleteFrom("stored_secret").where("name", "=", "preview").execute();
    expect(await holds(pass, later(60_000))).toBe(true);
    // Ten minutes on, the new key is read: the old pass no longer holds, a new one does (the desk
    // session is still open).
    expect(await holds(pass, later(10 * 60_000))).toBe(false);
    expect(await holds(await passAt(later(10 * 60_000)), later(10 * 60_000))).toBe(true);
  });
});
