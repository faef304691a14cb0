import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { readDraft, saveDraft } from "#app/data/content/content-drafts.server.ts";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { listRevisions } from "#app/data/content/content-revisions.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import { publishDocument } from "#app/services/admin/site-publishing.server.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { addTestStaff, auditActions, staffSessionCookie } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections": the desk's pages tree over the real application: an admin's alone;
// every page nested in menu order with its state and missing languages; a new page; a move up or down
// published for both pages, their drafts following; a delete confirmed, refused while it has children.
describe(`the desk's pages tree on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let agent: string;
  let adminId: number;
  let requests = 0;
  const titles = (en: string) => ({ en, nl: `${en} NL`, fr: `${en} FR`, de: `${en} DE` });

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSiteConfig(db, testSiteConfig("Immo Lumière"));
    adminId = await addTestStaff(db, { role: "admin", language: "en" });
    admin = await staffSessionCookie(db, adminId);
    agent = await staffSessionCookie(db, await addTestStaff(db, { role: "agent" }));
    site = await createTestApp(database, { trustProxy: { hops: 1 } });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    const { db } = database;
    await db.deleteFrom("content_draft").execute();
    await db.deleteFrom("content_revision").execute();
    await db.transaction().execute((trx) =>
      replaceSiteContent(
        trx,
        {
          categories: [],
          articles: [],
          pages: [
            { name: "About", path: "about", sort: 1, params: { title: titles("About us") } },
            {
              name: "Services",
              path: "services",
              sort: 2,
              params: { title: titles("Services") },
              children: [
                {
                  name: "Valuation",
                  path: "valuation",
                  sort: 0,
                  params: { title: titles("Valuation") },
                },
              ],
            },
            {
              name: "Jobs",
              path: "jobs",
              sort: 3,
              status: "draft",
              params: { title: { en: "Jobs", fr: "Emplois" } },
            },
          ],
        },
        new Date(),
      ),
    );
  });

  const request = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", `10.58.0.${++requests % 250}`);
    if (!headers.has("origin")) headers.set("origin", "http://localhost");
    if (init.cookie) headers.set("cookie", init.cookie);
    return site.app.request(`http://localhost${path}`, { redirect: "manual", ...init, headers });
  };
  const post = (form: string, fields: Record<string, string>, cookie = admin) =>
    request(`/admin/pages/?do=${form}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie,
    });
  const idOf = async (path: string) =>
    (
      await database.db
        .selectFrom("menu_page")
        .select("id")
        .where("path", "=", path)
        .executeTakeFirstOrThrow()
    ).id;
  const topMenu = async () => (await readMenuPages(database.db)).map((page) => page.path);
  const page = async () => (await request("/admin/pages/", { cookie: admin })).text();

  it("is an admin's page: an agent gets the desk's 404, a visitor the login", async () => {
    expect((await request("/admin/pages/", { cookie: admin })).status).toBe(200);
    expect((await request("/admin/pages/", { cookie: agent })).status).toBe(404);
    const about = String(await idOf("about"));
    expect((await post("delete", { id: about, confirm: "yes" }, agent)).status).toBe(404);
    expect((await post("down", { id: about }, agent)).status).toBe(404);
    expect(await topMenu()).toEqual(["about", "services"]);
    const visitor = await request("/admin/pages/");
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toContain("/admin/login/");
  });

  it("lists every page under its parent in menu order, with its state and the languages it lacks", async () => {
    const jobs = await idOf("jobs");
    await saveDraft(
      database.db,
      { kind: "page", key: String(jobs) },
      {
        body: {},
        baseRevision: undefined,
        staffId: adminId,
        now: new Date(),
      },
    );
    const html = await page();
    const rows = [...html.matchAll(/<tr id="page-(\d+)"[\s\S]*?<\/tr>/g)].map((row) => row[0]);
    /** A row's address as read: its pieces, which wrap only after a "/", joined. */
    const address = (row = "") =>
      /pages-tree__address[^>]*>([\s\S]*?)<\/td>/.exec(row)?.[1]?.replace(/<[^>]+>/g, "");
    expect(rows.map((row) => />([A-Za-z]+)<\/a>/.exec(row)?.[1])).toEqual([
      "About",
      "Services",
      "Valuation",
      "Jobs",
    ]);
    const [about, services, valuation, jobsRow] = rows;
    expect(about).toContain(`href="/admin/pages/${await idOf("about")}/"`);
    expect(about).toContain("About us");
    expect(address(about)).toBe("/en/about/");
    expect(about).toContain("Visible");
    expect(about).toContain("Complete");
    expect(about).not.toContain("Move About up");
    expect(about).toContain("Move About down");
    expect(services).toContain("Move Services up");
    expect(valuation).toContain("under Services");
    expect(address(valuation)).toBe("/en/services/valuation/");
    expect(valuation).not.toContain("Move Valuation");
    expect(jobsRow).toContain("Hidden");
    expect(jobsRow).toContain("Draft waiting");
    expect(jobsRow).toContain("Missing: Nederlands, Deutsch");
    expect(jobsRow).not.toContain("Move Jobs down");
  });

  it("moves a page up: both pages published, the public menu reordered, a waiting draft following", async () => {
    const about = await idOf("about");
    const services = await idOf("services");
    const ref = { kind: "page", key: String(services) } as const;
    await saveDraft(database.db, ref, {
      body: {
        name: "Our services",
        path: "services",
        sort: 2,
        parent: null,
        params: { title: titles("Services") },
      },
      baseRevision: undefined,
      staffId: adminId,
      now: new Date(),
    });
    const version = await readContentVersion(database.db);
    const moved = await post("up", { id: String(services) });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/admin/pages/?done=moved#page-${services}`);
    expect(await topMenu()).toEqual(["services", "about"]);
    expect(await readContentVersion(database.db)).not.toBe(version);
    for (const id of [about, services])
      expect(
        (await listRevisions(database.db, { kind: "page", key: String(id) })).length,
      ).toBeGreaterThan(0);
    expect((await auditActions(database.db)).slice(-2)).toEqual([
      `site.publish:${adminId}`,
      `site.publish:${adminId}`,
    ]);
    // The draft took the new place: publishing it (not stale) keeps the move.
    expect((await readDraft(database.db, ref))?.body).toMatchObject({
      name: "Our services",
      sort: 1,
    });
    expect(
      await publishDocument(
        { db: database.db, actorId: adminId, clientAddress: "203.0.113.9", now: new Date() },
        ref,
      ),
    ).toEqual({
      published: expect.any(Number),
    });
    expect(await topMenu()).toEqual(["services", "about"]);

    expect((await post("down", { id: String(services) })).status).toBe(303);
    expect(await topMenu()).toEqual(["about", "services"]);
    expect(await page()).toContain("The page was moved and published.");
  });

  it("places a dragged page at a sibling's place, and nowhere else", async () => {
    const about = String(await idOf("about"));
    const placed = await post("place", { id: about, at: String(await idOf("services")) });
    expect(placed.headers.get("location")).toBe(`/admin/pages/?done=moved#page-${about}`);
    expect(await topMenu()).toEqual(["services", "about"]);
    // A page of another level is no place to go: nothing moves.
    const elsewhere = await post("place", { id: about, at: String(await idOf("valuation")) });
    expect(elsewhere.headers.get("location")).toBe("/admin/pages/");
    expect(await topMenu()).toEqual(["services", "about"]);
    expect((await post("place", { id: about, at: "x" })).status).toBe(404);
  });

  it("orders siblings of equal sort anew when one moves", async () => {
    const { db } = database;
    await db.deleteFrom("menu_page").where("path", "=", "jobs").execute();
    await db.updateTable("menu_page").set({ sort: 4 }).where("parent_id", "is", null).execute();
    // Equal sorts read by id (About, Services): the swap alone could not put Services first.
    expect((await post("up", { id: String(await idOf("services")) })).status).toBe(303);
    expect(await topMenu()).toEqual(["services", "about"]);
    const sorts = await db
      .selectFrom("menu_page")
      .select(["path", "sort"])
      .where("parent_id", "is", null)
      .orderBy("path")
      .execute();
    expect(sorts).toEqual([
      { path: "about", sort: 1 },
      { path: "services", sort: 0 },
    ]);
  });

  it("refuses a move that would publish a page lacking a title, and moves nothing", async () => {
    const version = await readContentVersion(database.db);
    const answer = await post("up", { id: String(await idOf("jobs")) });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain("Jobs could not be moved");
    expect(html).toContain("it has no title in: Nederlands, Deutsch.");
    expect(await readContentVersion(database.db)).toBe(version);
    expect(
      await listRevisions(database.db, { kind: "page", key: String(await idOf("services")) }),
    ).toEqual([]);
  });

  it("makes a new page last under its parent and opens its editor; refuses a bad one beside its fields", async () => {
    const services = await idOf("services");
    const made = await post("new", { name: "Rental", path: "rental", parent: String(services) });
    expect(made.status).toBe(303);
    const id = await idOf("rental");
    expect(made.headers.get("location")).toBe(`/admin/pages/${id}/`);
    const draft = (await readDraft(database.db, { kind: "page", key: String(id) }))?.body;
    expect(draft).toMatchObject({ name: "Rental", parent: services, sort: 1 });
    expect(await topMenu()).toEqual(["about", "services"]);

    const before = await database.db.selectFrom("menu_page").select("id").execute();
    const bad = await post("new", { name: "Odd", path: "not one/segment", parent: "" });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain("Use only letters, digits and hyphens");
    expect(html).toContain('value="Odd"');
    const taken = await post("new", { name: "Again", path: "About", parent: "" });
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain("Another page under this parent has this URL segment.");
    const orphan = await post("new", { name: "Lost", path: "lost", parent: "999999" });
    expect(orphan.status).toBe(422);
    expect(await orphan.text()).toContain("This page no longer exists");
    expect(await database.db.selectFrom("menu_page").select("id").execute()).toEqual(before);
  });

  it("deletes a page only once confirmed, never one with children", async () => {
    const about = await idOf("about");
    const services = await idOf("services");
    const asked = await post("delete", { id: String(about) });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Delete About?");
    expect(await topMenu()).toEqual(["about", "services"]);

    const refused = await post("delete", { id: String(services), confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Services was not deleted: it has pages under it.");
    expect(await idOf("valuation")).toBeGreaterThan(0);

    const ref = { kind: "page", key: String(about) } as const;
    await saveDraft(database.db, ref, {
      body: {},
      baseRevision: undefined,
      staffId: adminId,
      now: new Date(),
    });
    const version = await readContentVersion(database.db);
    const deleted = await post("delete", { id: String(about), confirm: "yes" });
    expect(deleted.headers.get("location")).toBe("/admin/pages/?done=deleted");
    expect(await topMenu()).toEqual(["services"]);
    expect(await readDraft(database.db, ref)).toBeUndefined();
    expect(await readContentVersion(database.db)).not.toBe(version);
    expect((await auditActions(database.db)).at(-1)).toBe(`page.delete:${adminId}`);
    expect((await post("delete", { id: String(about), confirm: "yes" })).status).toBe(404);
  });

  it("answers 404 to a malformed or unknown page and 400 to an unknown form", async () => {
    for (const id of ["x", "0", "012", "999999"]) {
      expect((await post("up", { id })).status).toBe(404);
      expect((await post("delete", { id })).status).toBe(404);
    }
    expect((await post("rename", { id: "1" })).status).toBe(400);
  });

  it("refuses a cross-site post", async () => {
    const answer = await request("/admin/pages/?do=down", {
      method: "POST",
      body: new URLSearchParams({ id: String(await idOf("about")) }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      cookie: admin,
    });
    expect(answer.status).toBe(403);
    expect(await topMenu()).toEqual(["about", "services"]);
  });
});
