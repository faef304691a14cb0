import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPageChoices } from "#app/data/content/page-choices.server.ts";
import type { PageChoices } from "#app/model/admin/pages/page-form.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { openDocument } from "#app/services/admin/site-publishing.server.ts";
import { disableStaff } from "#app/services/admin/staff-accounts.server.ts";
import { deskRequests } from "#tests/support/desk-requests.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { pagePost } from "#tests/support/page-form.ts";
import { addTestStaff, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections" (ADR 062) through the real application: a page's editor for admins
// only, a draft the public does not see, a publish it does see, a publish refused with the languages
// it misses, modules added, moved and removed (each a draft), invalid input answered with its values,
// and the refusals (an agent, an unknown or malformed id, a cross-site POST, an unknown button).
describe(`the desk's page editor on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: number;
  let agent: number;
  let office: string;
  let choices: PageChoices;

  beforeAll(async () => {
    database = await createTestDatabase();
    office = String((await seedPages(database.db)).office);
    admin = await addTestStaff(database.db, {
      role: "admin",
      email: "ann@agency.be",
      language: "nl",
    });
    agent = await addTestStaff(database.db, { role: "agent", email: "bob@agency.be" });
    choices = {
      id: Number(office),
      pages: await readPageChoices(database.db),
      articles: [],
      categories: [],
    };
    // No page cache: what the public sees is read again on each request (the cache's renewal is ADR 056's).
    site = await createTestApp(database, { pageCacheBytes: 0 });
  });
  afterAll(() => database.dispose());

  const { request, post } = deskRequests(() => site);
  const editor = () => `/admin/pages/${office}/`;
  const ref = () => ({ kind: "page", key: office }) as const;
  const live = async () => (await openDocument(database.db, ref()))?.live as PageDocument;
  const draft = async () =>
    (await openDocument(database.db, ref()))?.draft?.body as PageDocument | undefined;
  const drafts = () => database.db.selectFrom("content_draft").selectAll().execute();
  const revisions = () => database.db.selectFrom("content_revision").selectAll().execute();
  const adminCookie = () => staffSessionCookie(database.db, admin);
  /** The editor's form holding the live page with a change. */
  const changed = async (change: (page: PageDocument) => PageDocument) =>
    pagePost(change(await live()), choices);
  const titled = (page: PageDocument, en: string) => ({
    ...page,
    params: { ...page.params, title: { ...page.params.title, en } },
  });

  it("answers an agent the desk's 404 on the editor and its forms, and stores nothing", async () => {
    const cookie = await staffSessionCookie(database.db, agent);
    expect((await request(editor(), { cookie })).status).toBe(404);
    const fields = await changed((page) => titled(page, "Bob's office"));
    expect((await post(`${editor()}?do=save`, fields, cookie)).status).toBe(404);
    expect((await post(`${editor()}?do=publish`, [], cookie)).status).toBe(404);
    expect(await drafts()).toEqual([]);
  });

  it("answers the desk's 404 for an unknown or malformed page id", async () => {
    const cookie = await adminCookie();
    for (const id of ["99999", "0", "012", "abc", "1e3"])
      expect((await request(`/admin/pages/${id}/`, { cookie })).status, id).toBe(404);
    const fields = await changed((page) => page);
    expect((await post("/admin/pages/99999/?do=save", fields, cookie)).status).toBe(404);
    expect(await drafts()).toEqual([]);
  });

  it("sends a logged-out visitor and a disabled account to the login page", async () => {
    const res = await request(editor());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/admin\/login\/\?next=/);
    const carol = await addTestStaff(database.db, { role: "admin", email: "carol@agency.be" });
    const cookie = await staffSessionCookie(database.db, carol);
    await disableStaff(database.db, "carol@agency.be", new Date());
    const after = await post(`${editor()}?do=save`, await changed((p) => p), cookie);
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toMatch(/^\/admin\/login\/\?next=.*ended=1/);
    expect(await drafts()).toEqual([]);
  });

  it("shows the page's form in the member's language: its fields, its parent, its modules", async () => {
    const res = await request(editor(), { cookie: await adminCookie() });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Pagina: Our office</h1>");
    expect(html).toMatch(/name="params\.title\.de"[^>]*value="Unser Büro"/);
    expect(html).toContain("Module 1: Team");
    expect(html).toMatch(/<option value=""[^>]*>\(bovenaan in het menu\)<\/option>/);
    // Neither the page itself nor its child may become its parent.
    expect(html).not.toMatch(/<option value="\d+">(Our office|People)<\/option>/);
    expect(html).toContain(`href="/admin/history/page/${office}/"`);
    expect(html).toContain('href="/admin/preview/"');
  });

  it("refuses a cross-site POST before anything changes", async () => {
    const res = await request(`${editor()}?do=save`, {
      method: "POST",
      body: new URLSearchParams(await changed((page) => titled(page, "Evil"))),
      cookie: await adminCookie(),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await drafts()).toEqual([]);
  });

  it("refuses invalid input with its message beside its field and the values kept, storing nothing", async () => {
    const fields = await changed((page) => ({ ...titled(page, "Kept title"), path: "our/office" }));
    const res = await post(`${editor()}?do=save`, fields, await adminCookie());
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/id="settings-path-error"[^>]*>Alleen letters, cijfers en koppeltekens/);
    expect(html).toContain('value="our/office"');
    expect(html).toContain('value="Kept title"');
    expect(await drafts()).toEqual([]);
  });

  it("answers 400 for an unknown button or module type, storing nothing", async () => {
    const cookie = await adminCookie();
    const fields = await changed((page) => page);
    for (const extra of [
      [["edit", "drop:modules.0"]],
      [
        ["edit", "add:modules"],
        ["moduleType", "iframe"],
      ],
      [
        ["edit", "add:params"],
        ["moduleType", "team"],
      ],
    ] as [string, string][][])
      expect((await post(`${editor()}?do=save`, [...fields, ...extra], cookie)).status).toBe(400);
    expect((await post(`${editor()}?do=drop`, [], cookie)).status).toBe(400);
    expect(await drafts()).toEqual([]);
  });

  it("keeps a saved draft from the public, then publishes it to the public page", async () => {
    const cookie = await adminCookie();
    const fields = await changed((page) => titled(page, "Our bright office"));
    const save = await post(`${editor()}?do=save`, fields, cookie);
    expect(save.status).toBe(303);
    expect(save.headers.get("location")).toBe(`${editor()}?done=saved`);
    expect((await draft())?.params.title.en).toBe("Our bright office");
    expect(await (await request("/en/our-office/")).text()).not.toContain("Our bright office");
    const page = await (await request(editor(), { cookie })).text();
    expect(page).toContain("niet gepubliceerd");

    const publish = await post(`${editor()}?do=publish`, [], cookie);
    expect(publish.status).toBe(303);
    expect(publish.headers.get("location")).toBe(`${editor()}?done=published`);
    expect(await (await request("/en/our-office/")).text()).toContain("Our bright office");
    expect(await drafts()).toEqual([]);
  });

  it("refuses to publish a page missing languages, listing them, and changes nothing", async () => {
    const cookie = await adminCookie();
    const before = await live();
    const published = (await revisions()).length;
    const fields = await changed((page) => ({
      ...page,
      params: { ...page.params, title: { en: "Only English", nl: "Alleen Nederlands" } },
    }));
    expect((await post(`${editor()}?do=save`, fields, cookie)).status).toBe(303);
    const res = await post(`${editor()}?do=publish`, [], cookie);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain("Titel ontbreekt in: Frans, Duits");
    expect(html).toMatch(/id="settings-params-title-de-error"[^>]*>Een titel is nodig/);
    expect(html).toContain('value="Only English"');
    expect(await live()).toEqual(before);
    expect((await revisions()).length).toBe(published);
    expect((await post(`${editor()}?do=discard`, [], cookie)).status).toBe(303);
  });

  it("refuses to publish a page placed below its own child, the reason beside its place", async () => {
    const cookie = await adminCookie();
    const before = await live();
    const people = choices.pages.find((page) => page.name === "People")?.id;
    const fields = await changed((page) => ({
      ...titled(page, "Kept below"),
      parent: people ?? 0,
    }));
    expect((await post(`${editor()}?do=save`, fields, cookie)).status).toBe(303);
    const res = await post(`${editor()}?do=publish`, [], cookie);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(
      /id="settings-parent-error"[^>]*>Een pagina kan niet onder zichzelf staan/,
    );
    expect(html).toContain('value="Kept below"');
    expect(await live()).toEqual(before);
    expect((await post(`${editor()}?do=discard`, [], cookie)).status).toBe(303);
  });

  it("adds, moves and removes modules, each change saved as the draft", async () => {
    const cookie = await adminCookie();
    // Each change opens the page at the module it leaves in view, which opens unfolded; a removal at
    // the modules.
    const press = async (edit: string, anchor: string, extra: [string, string][] = []) => {
      const body = (await draft()) ?? (await live());
      const res = await post(
        `${editor()}?do=save`,
        [...pagePost(body, choices), ["edit", edit], ...extra],
        cookie,
      );
      expect(res.status, edit).toBe(303);
      expect(res.headers.get("location")).toBe(`${editor()}?done=saved#${anchor}`);
      return (await draft())?.modules.map((m) => [m.sort, m.relation.type]);
    };
    expect(await press("add:modules", "settings-modules-1", [["moduleType", "contact"]])).toEqual([
      [0, "category"],
      [1, "contact"],
    ]);
    expect(await press("up:modules.1", "settings-modules-0")).toEqual([
      [0, "contact"],
      [1, "category"],
    ]);
    expect(await press("remove:modules.1", "modules")).toEqual([[0, "contact"]]);
    expect(await (await request(editor(), { cookie })).text()).toContain("Module 1: Contactkaart");
    expect((await post(`${editor()}?do=publish`, [], cookie)).status).toBe(303);
    expect((await live()).modules.map((m) => m.relation.type)).toEqual(["contact"]);
  });
});
