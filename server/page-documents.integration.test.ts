import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageDocument } from "#app/model/content/page-document.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Draft, preview, publish, history", ADR 062, as a visitor and an admin see it: a page's draft
// is shown only in the admin's preview; once published, every visitor sees it, and the page's old
// addresses (its children's too) answer 301 to the new ones in every language.
describe(`a page edited in the desk, seen from the site, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let act: StaffAct;
  let preview: string;
  let desk: string;
  const office = { kind: "page", key: "" } as { kind: "page"; key: string };
  const get = (path: string, cookie = "") =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });

  beforeAll(async () => {
    t = await createTestDatabase();
    office.key = String((await seedPages(t.db)).office);
    site = await createTestApp(t);
    const adminId = await addTestStaff(t.db, { role: "admin" });
    act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.30", now: new Date() };
    desk = await staffSessionCookie(t.db, adminId);
    const started = await site.app.request("http://localhost/admin/preview/", {
      method: "POST",
      headers: { cookie: desk, origin: "http://localhost" },
      body: new URLSearchParams({ intent: "start" }),
      redirect: "manual",
    });
    preview = (started.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(preview).toMatch(/^preview=./);
  });
  afterAll(() => t.dispose());

  it("shows a page's draft in the admin's preview only, then to everyone once published", async () => {
    const page = (await openDocument(t.db, office))?.live as PageDocument;
    const title = { ...page.params.title, en: "Our new office" };
    const draft = { ...page, path: "the-office", params: { ...page.params, title } };
    expect(await saveDocumentDraft(act, office, draft)).toBe("saved");

    const visitor = await get("/en/our-office/");
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).not.toContain("Our new office");
    expect((await get("/en/the-office/")).status).toBe(404);
    const previewed = await get("/en/the-office/", preview);
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain("Our new office");
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");

    expect(await publishDocument(act, office)).toEqual({ published: 2 });
    const published = await get("/en/the-office/");
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Our new office");
  });

  it("answers 301 from the old addresses of the page and of its child, in every language", async () => {
    for (const [from, to] of [
      ["/en/our-office/", "/en/the-office/"],
      ["/fr/our-office/", "/fr/the-office/"],
      ["/de/our-office/people/", "/de/the-office/people/"],
      ["/nl/our-office/people/", "/nl/the-office/people/"],
    ]) {
      const res = await get(from ?? "");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
    expect((await get("/nl/the-office/people/")).status).toBe(200);
  });

  it("lists the page's versions on its history page in the desk, for admins only", async () => {
    const history = await get(`/admin/history/page/${office.key}/`, desk);
    expect(history.status).toBe(200);
    const html = await history.text();
    expect(html).toContain(`Page · ${office.key}`);
    expect(html).toContain(`/admin/history/page/${office.key}/?compare=1`);
    const agent = await staffSessionCookie(t.db, await addTestStaff(t.db, { role: "agent" }));
    expect((await get(`/admin/history/page/${office.key}/`, agent)).status).toBe(404);
    expect((await get("/admin/history/page/99999/", desk)).status).toBe(404);
  });
});
