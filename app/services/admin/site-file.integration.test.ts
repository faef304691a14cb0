import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { replaceSiteContent } from "#app/data/content/content-writer.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import type { SiteFile } from "#app/model/content/site-file.ts";
import { recordPageMove } from "#app/services/admin/page-redirects.server.ts";
import { addRedirect } from "#app/services/admin/redirects.server.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Settings as a file", ADR 056, 057, 062: the site file holds the documents and the redirects.
// It goes out and comes back equal, makes the pages and settings of an empty site, refuses a redirect
// loop with nothing written, and a dry run writes nothing.
describe(`the site file on ${engineUnderTest}`, () => {
  let source: TestDatabase;
  let empty: TestDatabase;
  let ids: { office: number; people: number };
  const now = new Date("2026-11-28T09:00:00.000Z");
  const written = async (database: TestDatabase) => {
    const { exportedAt: _, ...file } = await exportSite(database.db, now);
    return JSON.parse(JSON.stringify(file)) as Omit<SiteFile, "exportedAt">;
  };
  const revisions = (database: TestDatabase) =>
    database.db.selectFrom("content_revision").select("id").execute();

  beforeAll(async () => {
    [source, empty] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    ids = await seedPages(source.db);
    const staffId = await addTestStaff(source.db, { role: "admin" });
    const actor = { staffId, clientAddress: "203.0.113.9" };
    await addRedirect(source.db, actor, { from: "/old-office.html", to: "/fr/notre-bureau/" }, now);
    await recordPageMove(source.db, { from: "/fr/bureau/", to: "/fr/our-office/", staffId }, now);
    // The category its page shows: articles and categories are no document yet (left to the demo).
    await empty.db.transaction().execute((trx) =>
      replaceSiteContent(
        trx,
        {
          categories: [{ key: "team", sort: 0, names: { en: "Team" } }],
          articles: [],
          pages: [],
        },
        now,
      ),
    );
  });
  afterAll(() => Promise.all([source.dispose(), empty.dispose()]));

  it("writes the redirects with those a page's move recorded", async () => {
    expect((await written(source)).redirects).toEqual([
      { from: "/fr/bureau/", to: "/fr/our-office/", pageMove: true },
      { from: "/old-office.html", to: "/fr/notre-bureau/" },
    ]);
  });

  it("says what a dry run on an empty site would make, and writes nothing", async () => {
    const file = await written(source);
    const outcome = await importSite(empty.db, file, { dryRun: true, now });
    expect(outcome).toMatchObject({ applied: false, redirects: { added: 2, removed: 0 } });
    const created = "documents" in outcome ? outcome.documents.filter((d) => d.created) : [];
    expect(created.map((d) => d.ref.key)).toEqual([String(ids.office), String(ids.people)]);
    expect(await empty.db.selectFrom("menu_page").select("id").execute()).toEqual([]);
    expect((await readRedirectMap(empty.db)).size).toBe(0);
    expect(await revisions(empty)).toEqual([]);
  });

  it("makes an empty site from the file, parents before children, and exports it equal", async () => {
    const file = await written(source);
    // The child first: the file's order is no promise.
    const pages = file.documents.page as Record<string, PageDocument>;
    file.documents.page = Object.fromEntries(Object.entries(pages).reverse());
    expect(await importSite(empty.db, file, { dryRun: false, now })).toMatchObject({
      applied: true,
      redirects: { added: 2, removed: 0 },
    });
    expect(await written(empty)).toEqual(await written(source));
    const menu = await readMenuPages(empty.db);
    expect(menu.map((page) => [page.path, page.children.map((child) => child.path)])).toEqual([
      ["our-office", ["people"]],
    ]);
    expect(await importSite(empty.db, file, { dryRun: false, now })).toEqual({
      applied: false,
      documents: [],
      redirects: { added: 0, removed: 0 },
    });
  });

  it("refuses a redirect loop and keeps the pages and redirects as they were", async () => {
    const before = await written(empty);
    const file = structuredClone(before);
    const office = (file.documents.page as Record<string, PageDocument>)[
      ids.office
    ] as PageDocument;
    office.name = "Renamed office";
    file.redirects = [
      { from: "/a/", to: "/b/" },
      { from: "/b/", to: "/a/" },
    ];
    const outcome = await importSite(empty.db, file, { dryRun: false, now });
    expect(outcome).toEqual({
      problems: [
        { where: "redirects/1", issues: "loop (/b/)" },
        { where: "redirects/2", issues: "loop (/a/)" },
      ],
    });
    expect(await written(empty)).toEqual(before);
  });

  it("replaces the table: 5,000 rows in, the old ones out, counted", async () => {
    const file = await written(empty);
    file.redirects = Array.from({ length: 5000 }, (_, n) => ({ from: `/old/${n}/`, to: "/" }));
    expect(await importSite(empty.db, file, { dryRun: true, now })).toMatchObject({
      redirects: { added: 5000, removed: 2 },
    });
    expect((await readRedirectMap(empty.db)).size).toBe(2);
    expect(await importSite(empty.db, file, { dryRun: false, now })).toMatchObject({
      applied: true,
      redirects: { added: 5000, removed: 2 },
    });
    expect((await readRedirectMap(empty.db)).size).toBe(5000);
  });

  it("gives the desk's next new page an id past the file's", async () => {
    const [next] = await empty.db
      .insertInto("menu_page")
      .values({
        name: "Next",
        path: "next",
        status: "draft",
        sort: 0,
        params: "{}",
        parent_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .execute();
    expect(next?.id).toBe(ids.people + 1);
  });
});
