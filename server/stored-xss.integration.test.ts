import { beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { fieldId } from "#app/model/admin/settings/field-tree.ts";
import { settingsGroupPath, settingsGroups } from "#app/model/admin/settings/settings-groups.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import {
  type HostileForm,
  hostileContactForm,
  hostileDeskForms,
  hostileFields,
  hostileUpload,
} from "#tests/support/hostile-fields.ts";
import { hostileMarkup, shownTexts } from "#tests/support/hostile-markup.ts";
import { hostilePage, hostileSettingsPost } from "#tests/support/hostile-settings.ts";
import { frenchStudioSnapshot, leadSite } from "#tests/support/lead-site.ts";
import { mediaFixtures } from "#tests/support/media-fixtures.ts";
import { crawl } from "#tests/support/site-crawl.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// Issue 27 "Done means": stored XSS is impossible. The OWASP XSS filter evasion list
// (tests/fixtures/xss-vectors.ts) goes through every text field the desk and the public forms store, as
// their forms post it (settings groups, media, redirects, staff, leads, the contact form; menu pages
// through their use cases, ADR 062, until the page editor has a form). Then every public page, feed,
// desk page and mail is read, and none holds live markup; a plain value shows as text. Adding a field:
// docs/testing.md.
describe(`stored XSS through every field on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot: frenchStudioSnapshot, pages: true });
  let admin: string;
  /** Each plain value stored, by the desk page that must show it as text. */
  const shown = new Map<string, string[]>();
  /** Every answer that drew a refused form again with its values. */
  const refusals: [string, string][] = [];

  const request = (path: string, cookie = admin, init: RequestInit = {}) =>
    lead.site.app.request(`http://localhost${path}`, {
      redirect: "manual",
      ...init,
      headers: { cookie, origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
  const keep = (page: string, values: Iterable<string>) =>
    shown.set(page, [...(shown.get(page) ?? []), ...values]);

  /** Posts a form of the table; answers its location, failing with the page when it was refused. */
  const postForm = async (form: HostileForm, ids: Record<string, string>) => {
    const path = form.path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? "");
    const hostile = hostileFields(form);
    const res = await request(path, admin, {
      method: "POST",
      body: new URLSearchParams({ ...form.fields, ...hostile }),
    });
    const body = await res.text();
    if (res.status !== 303) refusals.push([path, body]);
    return { location: res.headers.get("location") ?? "", hostile, status: res.status };
  };

  beforeAll(async () => {
    const db = lead.database.db;
    admin = await staffSessionCookie(db, await addTestStaff(db, { role: "admin", language: "en" }));
  });

  it("takes hostile text from the contact form, the media library, leads, staff and redirects", async () => {
    const contact = hostileFields(hostileContactForm);
    const sent = await lead.post(hostileContactForm.path, {
      ...hostileContactForm.fields,
      ...contact,
    });
    expect(sent.status).toBe(303);
    const leadId = (
      await lead.database.db
        .selectFrom("lead")
        .select("id")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).id;
    keep(`/admin/leads/${leadId}/`, Object.values(contact));

    const upload = new FormData();
    upload.set("file", new Blob([new Uint8Array(await mediaFixtures.png())]), "hostile.png");
    for (const [name, value] of Object.entries(hostileFields(hostileUpload)))
      upload.set(name, value);
    const uploaded = await request(hostileUpload.path, admin, { method: "POST", body: upload });
    const mediaId =
      /\/admin\/media\/(\d+)\//.exec(uploaded.headers.get("location") ?? "")?.[1] ?? "";
    expect(mediaId).not.toBe("");

    for (const form of hostileDeskForms) {
      const { location, hostile, status } = await postForm(form, {
        lead: String(leadId),
        media: mediaId,
      });
      // A redirect's old path is refused unless it is one the site could have had: the refusal is drawn.
      if (form.prefix) expect([303, 422]).toContain(status);
      else expect(status, form.path).toBe(303);
      if (status === 303) keep(location.split("?")[0] ?? "", Object.values(hostile));
    }
  });

  it("takes hostile text in every text field of every settings group, and publishes it", async () => {
    const config = await readSiteConfig(lead.database.db);
    for (const group of settingsGroups) {
      const kept = new Set<string>();
      let given = new Map<string, string>();
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const post = hostileSettingsPost(group, config?.[group], kept);
        given = post.given;
        const res = await request(`${settingsGroupPath(group)}?do=save`, admin, {
          method: "POST",
          body: new URLSearchParams(post.form),
        });
        if (res.status === 303) break;
        expect(res.status, group).toBe(422);
        const html = await res.text();
        refusals.push([group, html]);
        // A field whose format refuses the text (an address, a URL) keeps its value and is judged below.
        const refused = [...given.keys()].filter((path) =>
          html.includes(`id="${fieldId(path)}-error"`),
        );
        expect(refused, `${group} refused without a field error`).not.toEqual([]);
        for (const path of refused) kept.add(path);
      }
      const published = await request(`${settingsGroupPath(group)}?do=publish`, admin, {
        method: "POST",
      });
      if (given.size > 0) expect(published.status, group).toBe(303);
      keep(settingsGroupPath(group), given.values());
    }
  });

  it("takes hostile text in every menu page's titles, descriptions and SEO fields, and publishes it", async () => {
    const db = lead.database.db;
    const act = { db, actorId: 0, clientAddress: "203.0.113.9", now: new Date() };
    act.actorId = (await db.selectFrom("staff_account").select("id").executeTakeFirstOrThrow()).id;
    for (const { id } of await db.selectFrom("menu_page").select("id").execute()) {
      const ref = { kind: "page", key: String(id) } as const;
      const page = (await openDocument(db, ref))?.live as PageDocument;
      expect(await saveDocumentDraft(act, ref, hostilePage(page)), `page ${id}`).toBe("saved");
      expect(await publishDocument(act, ref), `page ${id}`).toHaveProperty("published");
    }
  });

  it("draws no refused form with live markup", () => {
    for (const [where, html] of refusals) expect(hostileMarkup(html), where).toEqual([]);
  });

  it("shows no live markup in any public page, feed, sitemap or manifest", async () => {
    const visitor = (path: string) => request(path, "");
    const pages = await crawl(
      visitor,
      ["/fr/", "/nl/", "/en/", "/de/", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"],
      { follow: (path) => !path.startsWith("/admin/"), limit: 120 },
    );
    for (const [, file = ""] of (pages.get("/sitemap.xml") ?? "").matchAll(
      /<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g,
    ))
      pages.set(file, await (await visitor(file)).text());
    expect(pages.size).toBeGreaterThan(20);
    for (const [path, body] of pages) expect(hostileMarkup(body), path).toEqual([]);
  });

  it("shows no live markup in any desk page, and each plain value as text", async () => {
    const pages = await crawl((path) => request(path), ["/admin/", ...shown.keys()], {
      follow: (path) => path.startsWith("/admin/") && !/logout|export|csv|\/file\//.test(path),
      queries: (path) => /compare|revision|preview/.test(path),
      limit: 200,
    });
    for (const [path, body] of pages) expect(hostileMarkup(body), path).toEqual([]);
    const plain = (text: string) => text.replaceAll("\u0000", "").replaceAll("\ufffd", "").trim();
    for (const [path, values] of shown) {
      const texts = plain(shownTexts(pages.get(path) ?? ""));
      for (const value of values) expect(texts, path).toContain(plain(value));
    }
  });

  it("writes no live markup in any mail", async () => {
    const mails = await lead.database.db
      .selectFrom("outbox_message")
      .select(["kind", "html"])
      .execute();
    expect(mails.length).toBeGreaterThan(1);
    for (const mail of mails) expect(hostileMarkup(mail.html), mail.kind).toEqual([]);
  });
});
