import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { previewPass } from "#app/services/admin/site-preview.server.ts";
import { saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 061: an admin's preview shows the
// public pages with the drafts, for that admin only, never from nor into the page cache; visitors keep
// the live site; a pass that does not hold is ignored and removed.
describe(`an admin's preview on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let adminId: number;
  let admin: string;
  let agent: string;
  const live = "Immo Lumière";
  const draft = "Immo Brouillon";
  // The band itself: its texts travel with every page's common texts, the band only with a preview.
  const band = '<aside class="preview-band"';

  const get = (path: string, cookie = "") =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    site.app.request(`http://localhost${path}`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const cacheOf = (res: Response) =>
    site.logLines.find(
      (line) => line.msg === "request" && line.requestId === res.headers.get("x-request-id"),
    )?.cache;
  /** The preview cookie a start answers, as a browser would send it back. */
  const startPreview = async (desk = admin) => {
    const res = await post("/admin/preview/", desk, { intent: "start", return: "/en/" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^preview=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    return setCookie.split(";")[0] ?? "";
  };
  const cleared = (res: Response) =>
    res.headers.getSetCookie().some((c) => /^preview=; Max-Age=0; Path=\//.test(c));
  const siteName = (html: string) => /<title>[^<]*<\/title>/.exec(html)?.[0] ?? "";

  beforeAll(async () => {
    t = await createTestDatabase();
    await writeSiteConfig(t.db, testSiteConfig(live));
    site = await createTestApp(t);
    adminId = await addTestStaff(t.db, { role: "admin", language: "fr" });
    admin = await staffSessionCookie(t.db, adminId);
    agent = await staffSessionCookie(t.db, await addTestStaff(t.db, { role: "agent" }));
    const agency = (await readSiteConfig(t.db))?.agency;
    const act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.20", now: new Date() };
    const ref = { kind: "settings", key: "agency" } as const;
    expect(await saveDocumentDraft(act, ref, { ...agency, name: draft })).toBe("saved");
  });
  afterAll(() => t.dispose());

  it("shows the admin the draft with the band, privately, and never puts it in the cache", async () => {
    const preview = await startPreview();
    const res = await get("/en/", preview);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(siteName(html)).toContain(draft);
    expect(html).toContain(band);
    expect(html).toContain('action="/admin/preview/"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(cacheOf(res)).toBeUndefined();

    // The first visitor after the preview gets the page made for visitors, then the cache serves it.
    const visitor = await get("/en/");
    const visitorHtml = await visitor.text();
    expect(cacheOf(visitor)).toBe("miss");
    expect(siteName(visitorHtml)).toContain(live);
    expect(visitorHtml).not.toContain(draft);
    expect(visitorHtml).not.toContain(band);
    const again = await get("/en/");
    expect(cacheOf(again)).toBe("hit");
    expect(await again.text()).not.toContain(draft);

    // With the visitor's page in the cache, the preview still gets its own.
    const previewAgain = await get("/en/", preview);
    expect(siteName(await previewAgain.text())).toContain(draft);
    expect(cacheOf(previewAgain)).toBeUndefined();
  });

  it("ends the preview: the cookie goes, back to the page as visitors see it", async () => {
    await startPreview();
    const res = await post("/admin/preview/", admin, { intent: "end", return: "/en/contact/" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/contact/");
    expect(cleared(res)).toBe(true);
    const page = await (await get("/admin/preview/", admin)).text();
    expect(page).toContain("Lancer l’aperçu");
  });

  it("lets no agent start a preview, and refuses a bad form or an address elsewhere", async () => {
    for (const res of [
      await get("/admin/preview/", agent),
      await post("/admin/preview/", agent, { intent: "start" }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("set-cookie") ?? "").not.toContain("preview=");
    }
    const refused: Record<string, string>[] = [
      { intent: "open" },
      { intent: "start", return: "//evil.example/" },
      { intent: "start", return: "https://evil.example/" },
      { intent: "start", return: "/\\evil.example/" },
    ];
    for (const fields of refused) {
      const res = await post("/admin/preview/", admin, fields);
      expect(res.status).toBe(422);
      expect(res.headers.get("set-cookie") ?? "").not.toContain("preview=");
    }
  });

  it("ignores and removes a forged or expired pass", async () => {
    const preview = await startPreview();
    const [name, value] = preview.split("=") as [string, string];
    const expired = await previewPass(
      t.db,
      await newestSessionId(),
      new Date(Date.now() - 2 * 3600_000),
    );
    const forged = [
      `${name}=${value.slice(0, -2)}${value.endsWith("A") ? "B" : "A"}`,
      `${name}=${value.replace(/^\w+/, "1")}`,
      `${name}=${encodeURIComponent(JSON.stringify(expired))}`,
      `${name}=${Buffer.from(JSON.stringify(expired)).toString("base64")}`,
      `${name}=not-a-pass`,
    ];
    for (const cookie of forged) {
      const res = await get("/en/", cookie);
      const html = await res.text();
      expect(siteName(html)).toContain(live);
      expect(html).not.toContain(band);
      expect(res.headers.get("cache-control")).not.toBe("private, no-store");
      expect(cleared(res)).toBe(true);
    }
  });

  it("ends with the desk session: after a logout the pass opens nothing", async () => {
    const desk = await staffSessionCookie(t.db, adminId);
    const preview = await startPreview(desk);
    expect(await (await get("/en/", preview)).text()).toContain(band);
    expect((await post("/admin/logout/", desk, {})).status).toBe(303);
    const res = await get("/en/", preview);
    const html = await res.text();
    expect(siteName(html)).toContain(live);
    expect(html).not.toContain(band);
    expect(cleared(res)).toBe(true);
  });

  it("makes the preview's sitemap apart: the visitors' files stay as published", async () => {
    const languages = (await readSiteConfig(t.db))?.languages;
    const act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.20", now: new Date() };
    const ref = { kind: "settings", key: "languages" } as const;
    expect(await saveDocumentDraft(act, ref, { ...languages, enabled: ["fr", "nl", "en"] })).toBe(
      "saved",
    );
    const preview = await startPreview();
    const previewed = await get("/sitemaps/pages.xml", preview);
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(await previewed.text()).not.toContain("/de/");
    expect(await (await get("/sitemaps/pages.xml")).text()).toContain("/de/");
    expect(await (await get("/sitemaps/pages.xml", preview)).text()).not.toContain("/de/");
  });

  /** The admin's newest desk session's row id. */
  async function newestSessionId(): Promise<number> {
    const row = await t.db
      .selectFrom("account_session")
      .select("id")
      .where("account_id", "=", adminId)
      .where("account_kind", "=", "staff")
      .where("ended_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
});
