import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import { createArticle } from "#app/services/admin/article-collection.server.ts";
import { createPage } from "#app/services/admin/page-creation.server.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { seedArticles, textsOf } from "#tests/support/article-fixture.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Draft, preview, publish", ADR 061 (amended) and 063: an article's draft (an edit, a new
// article, a hidden one) shows in an admin's preview wherever the article shows (its category's list
// on a menu page, its own page, a standalone text's page), and nowhere else: not to visitors, not from
// or into the page cache, not to another admin without the preview.
describe(`article drafts in the preview on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let act: StaffAct;
  let ids: Awaited<ReturnType<typeof seedArticles>>;
  let preview: string;
  let desk: string;
  let otherDesk: string;
  const get = (path: string, cookie = "") =>
    site.app.request(`http://localhost${path}`, { headers: { cookie }, redirect: "manual" });
  /** The desk's "Start preview", opening `path` (the preview page's own form posts none). */
  const startPreview = (path?: string) =>
    site.app.request("http://localhost/admin/preview/", {
      method: "POST",
      headers: { cookie: desk, origin: "http://localhost" },
      body: new URLSearchParams({ intent: "start", ...(path && { return: path }) }),
      redirect: "manual",
    });
  const cacheOf = (res: Response) =>
    site.logLines.find(
      (line) => line.msg === "request" && line.requestId === res.headers.get("x-request-id"),
    )?.cache;
  const ref = (id: number) => ({ kind: "article", key: String(id) }) as const;
  const live = async (id: number) => (await openDocument(t.db, ref(id)))?.live as ArticleDocument;
  const draft = async (id: number, change: (article: ArticleDocument) => ArticleDocument) =>
    expect(await saveDocumentDraft(act, ref(id), change(await live(id)))).toBe("saved");
  const text = async (res: Response) => ({ status: res.status, html: await res.text() });

  beforeAll(async () => {
    t = await createTestDatabase();
    ids = await seedArticles(t.db);
    site = await createTestApp(t);
    const adminId = await addTestStaff(t.db, { role: "admin", language: "en" });
    act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.40", now: new Date() };
    otherDesk = await staffSessionCookie(t.db, await addTestStaff(t.db, { role: "admin" }));
    // A menu page listing the testimonials (a category module) and showing the privacy statement (an
    // article module), published before any article draft.
    const reviews = await createPage(act, {
      name: "Reviews",
      path: "reviews",
      sort: 1,
      parent: null,
      params: { title: { en: "Reviews", nl: "Reviews", fr: "Avis", de: "Bewertungen" } },
      modules: [
        { sort: 0, view: "card-view", relation: { type: "category", key: "testimonials" } },
        { sort: 1, view: "card-view", relation: { type: "article", key: "privacy" } },
      ],
    });
    if (!("created" in reviews)) throw new Error("the reviews page was refused");
    expect(await publishDocument(act, reviews.created)).toHaveProperty("published");
    desk = await staffSessionCookie(t.db, adminId);
    const started = await startPreview();
    preview = (started.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(preview).toMatch(/^preview=./);

    // Anna's text and address changed, Bert hidden, Carl new: all drafts, none published.
    await draft(ids.anna, (anna) => ({
      ...anna,
      texts: { ...anna.texts, ...textsOf("anna-again", "Anna draft") },
    }));
    await draft(ids.bert, (bert) => ({ ...bert, status: "draft" }));
    const carl = await createArticle(act, "testimonials");
    expect(
      await saveDocumentDraft(act, carl, {
        ...((await openDocument(t.db, carl))?.draft?.body as ArticleDocument),
        status: "published",
        texts: textsOf("carl", "Carl"),
      }),
    ).toBe("saved");
    await draft(ids.privacy, (privacy) => ({
      ...privacy,
      texts: {
        ...privacy.texts,
        en: {
          slug: "privacy-en",
          title: "Privacy draft en",
          summary: "",
          body: "<p>Draft privacy</p>",
        },
      },
    }));
  });
  afterAll(() => t.dispose());

  it("shows the drafts in the list of the admin's preview only, privately, never cached", async () => {
    const visitor = await get("/en/reviews/");
    const seen = await text(visitor);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain("Anna en");
    expect(seen.html).toContain("Bert en");
    expect(seen.html).not.toContain("Anna draft");
    expect(seen.html).not.toContain("Carl en");
    expect(cacheOf(visitor)).toBe("miss");

    const previewed = await get("/en/reviews/", preview);
    const shown = await text(previewed);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Anna draft en");
    expect(shown.html).toContain("/en/testimonials/anna-again-en/");
    expect(shown.html).toContain("Carl en");
    expect(shown.html).not.toContain("Bert en");
    expect(shown.html.indexOf("Anna draft en")).toBeLessThan(shown.html.indexOf("Carl en"));
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
    expect(cacheOf(previewed)).toBeUndefined();

    // The cache kept the visitors' page; another admin's desk cookie is no preview.
    for (const cookie of ["", otherDesk]) {
      const again = await text(await get("/en/reviews/", cookie));
      expect(again.html).toContain("Bert en");
      expect(again.html).not.toContain("Anna draft");
      expect(again.html).not.toContain("Carl en");
    }
    expect(cacheOf(await get("/en/reviews/"))).toBe("hit");
  });

  it("opens a drafted article's own page at its new address in the preview only", async () => {
    const anna = await text(await get("/en/testimonials/anna-again-en/", preview));
    expect(anna.status).toBe(200);
    expect(anna.html).toContain("Anna draft en");
    expect(anna.html).toContain(
      `<link rel="alternate" hrefLang="nl" href="http://localhost/nl/getuigenissen/anna-again-nl/"/>`,
    );
    expect((await get("/en/testimonials/anna-en/", preview)).status).toBe(404);
    expect((await get("/en/testimonials/carl-en/", preview)).status).toBe(200);
    expect((await get("/en/testimonials/bert-en/", preview)).status).toBe(404);

    expect((await get("/en/testimonials/anna-again-en/")).status).toBe(404);
    expect((await get("/en/testimonials/carl-en/", otherDesk)).status).toBe(404);
    const bert = await text(await get("/en/testimonials/bert-en/"));
    expect(bert.status).toBe(200);
    expect(bert.html).toContain("Bert en");
  });

  it("shows a standalone text's draft in a page's module and on its own page in the preview", async () => {
    for (const path of ["/en/reviews/", "/en/privacy-statement/"]) {
      expect((await text(await get(path, preview))).html).toContain("Draft privacy");
      const visitor = await text(await get(path));
      expect(visitor.status).toBe(200);
      expect(visitor.html).toContain("Privacy en");
      expect(visitor.html).not.toContain("Draft privacy");
    }
  });

  it("lists the drafted articles' addresses in the preview's sitemap only", async () => {
    const previewed = await (await get("/sitemaps/pages.xml", preview)).text();
    expect(previewed).toContain("/en/testimonials/anna-again-en/");
    expect(previewed).toContain("/en/testimonials/carl-en/");
    expect(previewed).not.toContain("/en/testimonials/bert-en/");
    const visitors = await (await get("/sitemaps/pages.xml")).text();
    expect(visitors).toContain("/en/testimonials/anna-en/");
    expect(visitors).toContain("/en/testimonials/bert-en/");
    expect(visitors).not.toContain("anna-again");
    expect(visitors).not.toContain("carl-en");
  });

  it("opens the preview from an article's editor where the article shows", async () => {
    const editor = async (category: string, id: number) =>
      (await text(await get(`/admin/collections/${category}/${id}/`, desk))).html;
    const form = (path: string) =>
      `<form action="/admin/preview/" method="post"><input type="hidden" name="intent" value="start"/><input type="hidden" name="return" value="${path}"/>`;
    expect(await editor("testimonials", ids.anna)).toContain(
      form("/en/testimonials/anna-again-en/"),
    );
    // Hidden by its draft: the list it was in, to see it gone.
    expect(await editor("testimonials", ids.bert)).toContain(form("/en/reviews/"));
    expect(await editor("pages", ids.privacy)).toContain(form("/en/privacy-statement/"));
    const started = await startPreview("/en/testimonials/anna-again-en/");
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/en/testimonials/anna-again-en/");
  });

  it("leaves an article without a draft as published, and shows a draft once it is published", async () => {
    expect(await publishDocument(act, ref(ids.anna))).toHaveProperty("published");
    const visitor = await text(await get("/en/reviews/"));
    expect(visitor.html).toContain("Anna draft en");
    expect(visitor.html).toContain("Bert en");
    expect(visitor.html).not.toContain("Carl en");
    const previewed = await text(await get("/en/reviews/", preview));
    expect(previewed.html).toContain("Anna draft en");
    expect(previewed.html).not.toContain("Bert en");
  });
});
