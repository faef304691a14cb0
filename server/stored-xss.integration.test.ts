import { beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { settingsGroupPath, settingsGroups } from "#app/model/admin/settings/settings-groups.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { withoutNul } from "#app/model/forms/submission.ts";
import { publishDocument } from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { saveHostilePages, saveHostileSettings } from "#tests/support/hostile-drafts.ts";
import {
  formPath,
  hostileDeskForms,
  hostileFields,
  hostilePublicForms,
  hostileUpload,
} from "#tests/support/hostile-fields.ts";
import { hostileMarkup, shownTexts } from "#tests/support/hostile-markup.ts";
import { solvedGuard } from "#tests/support/lead-posts.ts";
import { frenchStudioSnapshot, leadSite } from "#tests/support/lead-site.ts";
import { mediaFixtures } from "#tests/support/media-fixtures.ts";
import { crawl } from "#tests/support/site-crawl.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// Issue 27 "Done means": stored XSS is impossible. The OWASP XSS filter evasion list
// (tests/fixtures/xss-vectors.ts) goes through every text field the desk and the public forms store, as
// their forms post it (every settings group, media, redirects, staff, leads, the contact form, an
// article of the collections; menu pages through their use case, ADR 062), is published, and then
// every public page, feed, preview, desk page and mail is read: none holds live markup, and a plain
// value shows as text. Adding a field: docs/testing.md.
describe(`stored XSS through every field on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot: frenchStudioSnapshot, pages: true });
  let admin: string;
  let act: StaffAct;
  let config: SiteConfig | undefined;
  /** Each plain value stored, by the page that must show it as text. */
  const shown = new Map<string, string[]>();
  /** Every answer that drew a refused form again with its values. */
  const refusals: [string, string][] = [];
  /** The ids the forms' addresses name (hostile-fields.ts `formPath`). */
  let formIds: Record<string, string> = {};
  /** The history pages comparing what was there first with the hostile text. */
  const histories: string[] = [];

  const request = (path: string, cookie = admin, init: RequestInit = {}) =>
    lead.site.app.request(`http://localhost${path}`, {
      redirect: "manual",
      ...init,
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const post = (path: string, body: URLSearchParams | FormData) =>
    request(path, admin, { method: "POST", body });
  const keep = (page: string, values: Iterable<string>) =>
    shown.set(page, [...(shown.get(page) ?? []), ...values]);
  const fillSettings = (group: (typeof settingsGroups)[number]) =>
    saveHostileSettings(post, group, config?.[group], refusals);

  /** No page holds live markup, and each plain value kept for one of `pages` shows there whole. */
  const expectSafe = (pages: Map<string, string>, ours: (path: string) => boolean) => {
    for (const [path, body] of pages) expect(hostileMarkup(body), path).toEqual([]);
    const plain = (text: string) => text.replaceAll("\u0000", "").replaceAll("\ufffd", "").trim();
    for (const [path, values] of shown) {
      if (!ours(path)) continue;
      expect(pages.has(path), path).toBe(true);
      const texts = plain(shownTexts(pages.get(path) ?? ""));
      const missing = values.filter((value) => !texts.includes(plain(value)));
      expect(
        missing.map((value) => value.slice(0, 80)),
        path,
      ).toEqual([]);
    }
  };
  /** The public site as `cookie` reads it, from each language's home, the feeds and the sitemaps. */
  const publicPages = async (cookie: string, limit: number) => {
    const read = (path: string) => request(path, cookie);
    const starts = ["/fr/", "/nl/", "/en/", "/de/", "/sitemap.xml", "/robots.txt"];
    const pages = await crawl(read, starts, {
      follow: (path) => !path.startsWith("/admin/"),
      limit,
    });
    const index = pages.get("/sitemap.xml") ?? "";
    for (const [, file = ""] of index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g))
      pages.set(file, await (await read(file)).text());
    return pages;
  };

  beforeAll(async () => {
    const db = lead.database.db;
    const adminId = await addTestStaff(db, { role: "admin", language: "en" });
    admin = await staffSessionCookie(db, adminId);
    act = { db, actorId: adminId, clientAddress: "203.0.113.9", now: new Date() };
    config = await readSiteConfig(db);
  });

  it("takes hostile text from the public forms, the media library, leads, staff and redirects", async () => {
    const testimonial = await lead.database.db
      .selectFrom("article")
      .innerJoin("category", "category.id", "article.category_id")
      .where("category.key", "=", "testimonials")
      .select("article.id")
      .executeTakeFirstOrThrow();
    const ids: Record<string, string> = {
      villa: await lead.frenchPath("/property/101/"),
      article: String(testimonial.id),
    };
    formIds = ids;
    const lastLead = () =>
      lead.database.db.selectFrom("lead").select("id").orderBy("id", "desc").executeTakeFirst();
    for (const form of hostilePublicForms) {
      const hostile = hostileFields(form);
      const guard = form.captcha && solvedGuard(lead.site.app, lead.database.db);
      const sent = await lead.post(
        formPath(form, ids),
        { ...form.fields, ...hostile },
        guard || undefined,
      );
      expect(sent.status, form.path).toBe(303);
      ids.lead = String((await lastLead())?.id);
      keep(`/admin/leads/${ids.lead}/`, Object.values(hostile));
    }

    const upload = new FormData();
    upload.set("file", new Blob([new Uint8Array(await mediaFixtures.png())]), "hostile.png");
    for (const [name, value] of Object.entries(hostileFields(hostileUpload)))
      upload.set(name, value);
    const uploaded = (await post(hostileUpload.path, upload)).headers.get("location") ?? "";
    ids.media = /^\/admin\/media\/(\d+)\//.exec(uploaded)?.[1] ?? "";
    expect(ids.media, uploaded).not.toBe("");

    for (const form of hostileDeskForms) {
      const path = formPath(form, ids);
      const hostile = hostileFields(form);
      const res = await post(path, new URLSearchParams({ ...form.fields, ...hostile }));
      // A redirect's path that no site could have had is refused: the form is drawn again.
      expect(res.status, path).toBe(form.prefix && res.status === 422 ? 422 : 303);
      const shownAs = form.shownAs ?? ((_, value: string) => value);
      if (res.status === 303)
        keep(
          res.headers.get("location")?.split("?")[0] ?? "",
          Object.entries(hostile).map(
            ([field, value]) => shownAs(field, withoutNul(value)) ?? value,
          ),
        );
      else refusals.push([path, await res.text()]);
    }
  });

  it("takes hostile text in every text field of every settings group and menu page, and publishes it", async () => {
    for (const group of settingsGroups) {
      const given = await fillSettings(group);
      const published = await post(`${settingsGroupPath(group)}?do=publish`, new URLSearchParams());
      expect(published.status, group).toBe(303);
      keep(settingsGroupPath(group), given.values());
      histories.push(`/admin/history/settings/${group}/?compare=1`);
      // The agency's name is in every public page's header.
      if (group === "agency") keep("/fr/", [given.get("name") ?? ""]);
    }
    const articles = hostileDeskForms.filter((form) => form.path.startsWith("/admin/collections/"));
    for (const form of articles) {
      const path = formPath(form, formIds).replace("?do=save", "?do=publish");
      expect((await post(path, new URLSearchParams())).status, path).toBe(303);
      histories.push(`/admin/history/article/${formIds.article}/?compare=1`);
    }
    for (const ref of await saveHostilePages(act)) {
      expect(await publishDocument(act, ref), ref.key).toHaveProperty("published");
      histories.push(`/admin/history/page/${ref.key}/?compare=1`);
    }
  });

  it("draws no refused form with live markup", () => {
    expect(refusals.length).toBeGreaterThan(0);
    for (const [where, html] of refusals) expect(hostileMarkup(html), where).toEqual([]);
  });

  it("shows no live markup in any public page, feed, sitemap or manifest", {
    timeout: 120_000,
  }, async () => {
    const pages = await publicPages("", 150);
    expect(pages.size).toBeGreaterThan(40);
    // The manifest carries the agency's name as JSON, never drawn as a page.
    const manifest = await request("/manifest.webmanifest", "");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await manifest.json()).name).toBe(shown.get("/fr/")?.[0]?.trim());
    expectSafe(pages, (path) => !path.startsWith("/admin/"));
  });

  it("shows no live markup in an admin's preview of new hostile drafts", {
    timeout: 120_000,
  }, async () => {
    // The desk's forms show these drafts from now on.
    const agency = await fillSettings("agency");
    shown.set(settingsGroupPath("agency"), [...agency.values()]);
    shown.set(settingsGroupPath("footer"), [...(await fillSettings("footer")).values()]);
    const name = agency.get("name") ?? "";
    await saveHostilePages(act);
    const started = await post("/admin/preview/", new URLSearchParams({ intent: "start" }));
    const pass = started.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(pass).toMatch(/^preview=./);
    const pages = await publicPages(`${admin}; ${pass}`, 30);
    expect(pages.get("/fr/")).toContain('class="preview-band"');
    expect(shownTexts(pages.get("/fr/") ?? "")).toContain(name.trim());
    expectSafe(pages, () => false);
  });

  it("shows no live markup in any desk page, history or refused form, and each plain value as text", {
    timeout: 120_000,
  }, async () => {
    const starts = [
      "/admin/",
      ...histories,
      ...[...shown.keys()].filter((p) => p.startsWith("/admin/")),
    ];
    const pages = await crawl((path) => request(path), starts, {
      follow: (path) => path.startsWith("/admin/") && !/logout|export|csv|\/file\//.test(path),
      queries: (path) => path.includes("compare="),
      limit: 250,
      siblings: 12,
    });
    for (const history of histories) expect(pages.has(history), history).toBe(true);
    expectSafe(pages, (path) => path.startsWith("/admin/"));
  });

  it("writes no live markup in any mail", async () => {
    const mails = await lead.database.db
      .selectFrom("outbox_message")
      .select(["kind", "html"])
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining(["staff-invitation", "agency-notification", "visitor-confirmation"]),
    );
    for (const mail of mails) expect(hostileMarkup(mail.html), mail.kind).toEqual([]);
  });
});
