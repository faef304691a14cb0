import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { createPage } from "#app/services/admin/page-creation.server.ts";
import { previewMenuPages } from "#app/services/admin/site-preview.server.ts";
import {
  openDocument,
  publishDocument,
  restoreRevision,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { addTestAdminAct, auditActions } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections", ADR 062: a new page is a hidden row and its first draft; no visitor
// sees it until it is published, and restoring its first revision hides it again.
describe(`a new page on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  let office: number;
  const children = async (pages: ReturnType<typeof readMenuPages>) =>
    (await pages)[0]?.children.map((page) => page.path);
  const contact = (parent: number) => ({
    name: "Contact us",
    path: "contact-us",
    sort: 1,
    parent,
    params: { title: { fr: "Contact", nl: "Contact", en: "Contact", de: "Kontakt" } },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ office } = await seedPages(database.db));
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("refuses an invalid page and adds nothing", async () => {
    const before = await database.db.selectFrom("menu_page").select("id").execute();
    expect(await createPage(act, { ...contact(office), path: "not one/segment" })).toEqual({
      issues: [expect.objectContaining({ path: ["path"] })],
    });
    expect(await database.db.selectFrom("menu_page").select("id").execute()).toEqual(before);
  });

  it("makes a hidden page with its draft, shown in the menu once published", async () => {
    const version = await readContentVersion(database.db);
    const created = await createPage(act, contact(office));
    if (!("created" in created)) throw new Error("page not created");
    const ref = created.created;
    expect(await readContentVersion(database.db)).toBe(version);
    expect(await children(readMenuPages(database.db))).toEqual(["people"]);
    expect(await children(previewMenuPages(database.db))).toEqual(["people", "contact-us"]);
    expect((await auditActions(database.db)).at(-1)).toBe(`site.draft:${act.actorId}`);

    expect(await publishDocument(act, ref)).toEqual({ published: 2 });
    expect(await children(readMenuPages(database.db))).toEqual(["people", "contact-us"]);
    expect((await openDocument(database.db, ref))?.draft).toBeUndefined();

    // Its first revision is the hidden row it began as.
    expect(await restoreRevision(act, ref, 1)).toEqual({ published: 3 });
    expect(await children(readMenuPages(database.db))).toEqual(["people"]);
  });
});
