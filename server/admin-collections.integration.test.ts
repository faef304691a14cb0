import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxDocumentFormBytes } from "#server/request-guard.ts";
import { xssVectors } from "#tests/fixtures/xss-vectors.ts";
import { seedArticles } from "#tests/support/article-fixture.ts";
import { liveMarkup, markupOutsideSubset } from "#tests/support/live-markup.ts";
import { addTestStaff, auditActions, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections" (ADR 063): the collections through the real application: the lists
// and the editor for an admin only, a draft the public does not see and a publish it does, a hostile
// body kept as the safe subset, a new slug answering 301, a slug taken and invalid values refused beside
// their fields with the values kept, a delete refused while a page shows the article, and the
// refusals (an agent, an unknown id, another category's id, a cross-site POST).
describe(`the desk's collections on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let ids: Awaited<ReturnType<typeof seedArticles>>;
  let admin: string;
  let agent: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await seedArticles(database.db);
    const adminId = await addTestStaff(database.db, { role: "admin", language: "en" });
    const agentId = await addTestStaff(database.db, { role: "agent", language: "en" });
    admin = await staffSessionCookie(database.db, adminId);
    agent = await staffSessionCookie(database.db, agentId);
    // No page cache: what the public sees is read again on each request.
    site = await createTestApp(database, { pageCacheBytes: 0 });
  });
  afterAll(() => database.dispose());

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (
    path: string,
    fields: [string, string][],
    cookie = admin,
    origin = "http://localhost",
  ) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
      headers: {
        origin,
        "sec-fetch-site": origin === "http://localhost" ? "same-origin" : "cross-site",
      },
    });
  const editor = (id: number, category = "testimonials") => `/admin/collections/${category}/${id}/`;
  const drafts = () => database.db.selectFrom("content_draft").selectAll().execute();
  /** The editor's form for Anna in the four languages, with some fields changed. */
  const annaForm = (change: Record<string, string> = {}): [string, string][] => {
    const fields: Record<string, string> = { status: "published", author: "Anna", rating: "5" };
    for (const l of ["fr", "nl", "en", "de"]) {
      fields[`${l}.title`] = `Anna ${l}`;
      fields[`${l}.slug`] = `anna-${l}`;
      fields[`${l}.body`] = "<p>Anna</p>";
    }
    return Object.entries({ ...fields, ...change });
  };

  it("answers an agent the desk's 404 on every collections page and form, storing nothing", async () => {
    for (const path of [
      "/admin/collections/",
      "/admin/collections/testimonials/",
      editor(ids.anna),
    ])
      expect((await request(path, { cookie: agent })).status).toBe(404);
    expect((await post(`${editor(ids.anna)}?do=save`, annaForm(), agent)).status).toBe(404);
    expect((await post("/admin/collections/testimonials/?do=new", [], agent)).status).toBe(404);
    expect(await drafts()).toEqual([]);
    const desk = await (await request("/admin/", { cookie: agent })).text();
    expect(desk).not.toContain('href="/admin/collections/"');
  });

  it("sends a logged-out visitor to the login page", async () => {
    const res = await request(editor(ids.anna));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
  });

  it("lists the categories with their counts, and a category's articles with their state", async () => {
    const list = await (await request("/admin/collections/", { cookie: admin })).text();
    expect(list).toContain('href="/admin/collections/testimonials/"');
    expect(list).toContain("2 items");
    expect(list).toContain('href="/admin/collections/"');
    const category = await (
      await request("/admin/collections/testimonials/", { cookie: admin })
    ).text();
    expect(category).toContain(`href="${editor(ids.anna)}"`);
    expect(category).toMatch(/Anna en<\/a><p>Visible<\/p>/);
  });

  it("answers the desk's 404 for an unknown category, an unknown id or another category's id", async () => {
    for (const path of [
      "/admin/collections/recipes/",
      editor(99999),
      "/admin/collections/testimonials/abc/",
      editor(ids.privacy),
      editor(ids.anna, "news"),
    ])
      expect((await request(path, { cookie: admin })).status).toBe(404);
    expect((await post(`${editor(ids.privacy)}?do=save`, annaForm())).status).toBe(404);
    expect((await post("/admin/collections/testimonials/?do=drop", [])).status).toBe(400);
    expect(await drafts()).toEqual([]);
  });

  it("refuses a cross-site POST", async () => {
    const res = await post(`${editor(ids.anna)}?do=save`, annaForm(), admin, "https://evil.test");
    expect(res.status).toBe(403);
    expect(await drafts()).toEqual([]);
  });

  it("refuses invalid values beside their fields, the values kept, nothing stored", async () => {
    const res = await post(
      `${editor(ids.anna)}?do=save`,
      annaForm({ "en.slug": "Not A Slug", rating: "9", "nl.title": "", "nl.slug": "x" }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="article-en-slug-error"[^>]*>Use lowercase letters/);
    expect(html).toMatch(/id="article-rating-error"[^>]*>Choose from 1 to 5 stars/);
    expect(html).toMatch(/id="article-nl-title-error"[^>]*>Write this field/);
    expect(html).toContain('value="Not A Slug"');
    expect(await drafts()).toEqual([]);
  });

  it("saves a draft the public does not see, publishes it, and keeps a hostile body safe", async () => {
    const hostile = '<p>Safe<script>alert(1)</script><img src=x onerror="alert(1)"></p>';
    const save = await post(
      `${editor(ids.anna)}?do=save`,
      annaForm({ "en.title": "Anna, delighted", "en.body": hostile }),
    );
    expect(save.status).toBe(303);
    expect(save.headers.get("location")).toBe(`${editor(ids.anna)}?done=saved`);
    expect(await (await request("/en/testimonials/anna-en/")).text()).not.toContain("delighted");
    const published = await post(`${editor(ids.anna)}?do=publish`, []);
    expect(published.headers.get("location")).toBe(`${editor(ids.anna)}?done=published`);
    const page = await (await request("/en/testimonials/anna-en/")).text();
    expect(page).toContain("Anna, delighted");
    expect(page).toContain("<p>Safe</p>");
    expect(page).not.toMatch(/<script>alert|onerror/);
    expect((await auditActions(database.db)).slice(-2)).toEqual([
      expect.stringMatching(/^site\.draft:/),
      expect.stringMatching(/^site\.publish:/),
    ]);
  });

  it("answers 301 from the old address after a slug change, and refuses a slug taken", async () => {
    const taken = await post(`${editor(ids.bert)}?do=save`, [
      ...annaForm({ "en.slug": "bert-en" }).filter(([name]) => !name.startsWith("en.")),
      ["en.title", "Bert"],
      ["en.slug", "anna-en"],
    ]);
    expect(taken.status).toBe(303);
    const refused = await post(`${editor(ids.bert)}?do=publish`, []);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Another item already uses this address");
    await post(`${editor(ids.bert)}?do=discard`, []);

    await post(
      `${editor(ids.anna)}?do=save`,
      annaForm({ "en.title": "Anna", "en.slug": "anna-moved" }),
    );
    await post(`${editor(ids.anna)}?do=publish`, []);
    const old = await request("/en/testimonials/anna-en/");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/en/testimonials/anna-moved/");
  });

  it("makes a new article, moves it, refuses to delete one a page shows, deletes another", async () => {
    const made = await post("/admin/collections/testimonials/?do=new", []);
    expect(made.status).toBe(303);
    const path = made.headers.get("location") ?? "";
    expect(path).toMatch(/^\/admin\/collections\/testimonials\/\d+\/\?done=created$/);
    const id = path.split("/")[4] ?? "";
    expect((await request(path, { cookie: admin })).status).toBe(200);
    const moved = await post("/admin/collections/testimonials/?do=move", [
      ["id", id],
      ["direction", "up"],
    ]);
    expect(moved.headers.get("location")).toBe("/admin/collections/testimonials/?done=moved");
    expect(
      (
        await post("/admin/collections/testimonials/?do=move", [
          ["id", id],
          ["direction", "sideways"],
        ])
      ).status,
    ).toBe(422);
    expect(
      (
        await post("/admin/collections/testimonials/?do=move", [
          ["id", String(ids.privacy)],
          ["direction", "up"],
        ])
      ).status,
    ).toBe(404);

    const confirm = await (
      await request(`/admin/collections/pages/?delete=${ids.privacy}`, { cookie: admin })
    ).text();
    expect(confirm).toContain("Delete “Privacy en”?");
    const inUse = await post("/admin/collections/pages/?do=delete", [["id", String(ids.privacy)]]);
    expect(inUse.status).toBe(409);
    expect(await inUse.text()).toContain("A page shows this item");
    const deleted = await post("/admin/collections/testimonials/?do=delete", [["id", id]]);
    expect(deleted.headers.get("location")).toBe("/admin/collections/testimonials/?done=deleted");
    expect(
      (await request(`/admin/collections/testimonials/${id}/`, { cookie: admin })).status,
    ).toBe(404);
  });

  it("keeps no live markup of the OWASP vectors from any field, on the public page or in the desk", async () => {
    const vector = "<img src=x onerror=alert(1)>";
    const fields = annaForm({
      "en.title": `Anna ${vector}`,
      "en.summary": xssVectors.slice(0, 5).join(" "),
      "en.body": xssVectors.join(""),
      author: `<script>alert(1)</script>`,
    });
    expect((await post(`${editor(ids.anna)}?do=save`, fields)).status).toBe(303);
    expect((await post(`${editor(ids.anna)}?do=publish`, [])).status).toBe(303);
    const { body } = await database.db
      .selectFrom("article_translation")
      .select("body")
      .where("article_id", "=", ids.anna)
      .where("language", "=", "en")
      .executeTakeFirstOrThrow();
    expect(markupOutsideSubset(body)).toEqual([]);
    const hostile = (html: string) =>
      liveMarkup(html).filter((line) => /xss|alert|javascript:|onerror|onload/i.test(line));
    for (const path of ["/en/testimonials/anna-moved/", "/en/testimonials/"])
      expect(hostile(await (await request(path)).text())).toEqual([]);
    // The desk's form shows the values as text (escaped), never as markup.
    const desk = await (await request(editor(ids.anna), { cookie: admin })).text();
    expect(desk).not.toContain("<img src=x");
    expect(desk).not.toContain("<script>alert(1)");
    expect(desk).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("saves an article as long as its schema allows, accented, in every language", async () => {
    const longest = `<p>${"é".repeat(100_000 - 7)}</p>`;
    const res = await post(
      `${editor(ids.anna)}?do=save`,
      annaForm(Object.fromEntries(["fr", "nl", "en", "de"].map((l) => [`${l}.body`, longest]))),
    );
    expect(res.status).toBe(303);
  });

  it("refuses a text larger than any desk form may post with a 413", async () => {
    const res = await post(
      `${editor(ids.anna)}?do=save`,
      annaForm({ "en.body": `<p>${"a".repeat(maxDocumentFormBytes + 1)}</p>` }),
    );
    expect(res.status).toBe(413);
  });
});
