import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMenuPages } from "#app/data/content/content-reader.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import { previewMenuPages } from "#app/services/admin/site-preview.server.ts";
import {
  openDocument,
  publishDocument,
  restoreRevision,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { addTestAdminAct } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections", ADR 062: a menu page is a document of the desk. Its draft stays out
// of the public menu (a preview shows it), publishing writes it live as a revision, a restore publishes
// an old one again, an address that moves answers 301 in every language, and a page missing an enabled
// language, or put below itself, is refused with what is wrong.
describe(`pages as documents on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  let office: SiteDocumentRef;
  let people: SiteDocumentRef;
  const live = async (ref: SiteDocumentRef) =>
    (await openDocument(database.db, ref))?.live as PageDocument;
  const publicPaths = async () => (await readMenuPages(database.db)).map((p) => p.path);

  beforeAll(async () => {
    database = await createTestDatabase();
    const ids = await seedPages(database.db);
    office = { kind: "page", key: String(ids.office) };
    people = { kind: "page", key: String(ids.people) };
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("reads a page whole: its fields, its modules by key and its parent", async () => {
    const page = await live(office);
    expect(page).toMatchObject({ name: "Our office", path: "our-office", parent: null });
    expect(page.modules.map((m) => m.relation)).toEqual([{ type: "category", key: "team" }]);
    expect((await live(people)).parent).toBe(Number(office.key));
    for (const key of ["0", "007", "abc", "99999"])
      expect(await saveDocumentDraft(act, { kind: "page", key }, page)).toBe("unknown");
  });

  it("keeps a draft out of the public menu, shows it in a preview, and publishes it", async () => {
    const page = await live(office);
    const version = await readContentVersion(database.db);
    expect(await saveDocumentDraft(act, office, { ...page, name: "Draft office", sort: 0 })).toBe(
      "saved",
    );
    expect((await readMenuPages(database.db))[0]?.name).toBe("Our office");
    expect((await previewMenuPages(database.db))[0]?.name).toBe("Draft office");
    expect(await readContentVersion(database.db)).toBe(version);

    expect(await publishDocument(act, office)).toEqual({ published: 2 });
    expect((await readMenuPages(database.db))[0]?.name).toBe("Draft office");
    expect(await readContentVersion(database.db)).not.toBe(version);
    expect((await openDocument(database.db, office))?.revisions.map((r) => r.number)).toEqual([
      2, 1,
    ]);
  });

  it("hides a page and its subtree while a draft shows it in the preview only", async () => {
    const page = await live(office);
    expect(await saveDocumentDraft(act, office, { ...page, status: "draft" })).toBe("saved");
    expect(await publishDocument(act, office)).toEqual({ published: 3 });
    expect(await publicPaths()).toEqual([]);
    expect(await saveDocumentDraft(act, office, { ...page, status: "published" })).toBe("saved");
    expect((await previewMenuPages(database.db)).map((p) => p.children.length)).toEqual([1]);
    expect(await publicPaths()).toEqual([]);
    expect(await publishDocument(act, office)).toEqual({ published: 4 });
    expect(await publicPaths()).toEqual(["our-office"]);
  });

  it("refuses a page without a title in an enabled language, naming each one, and changes nothing", async () => {
    const page = await live(people);
    const { de: _, ...titles } = page.params.title;
    const body = { ...page, params: { ...page.params, title: { ...titles, nl: " " } } };
    expect(await saveDocumentDraft(act, people, body)).toBe("saved");
    const version = await readContentVersion(database.db);
    expect(await publishDocument(act, people)).toEqual({
      issues: [
        expect.objectContaining({ path: ["params", "title", "nl"], message: "missing-language" }),
        expect.objectContaining({ path: ["params", "title", "de"], message: "missing-language" }),
      ],
    });
    expect(await live(people)).toEqual(page);
    expect(await readContentVersion(database.db)).toBe(version);
    // Nothing kept of the refused publish: the draft can be mended and published (not "stale").
    const opened = await openDocument(database.db, people);
    expect(opened?.draft).toBeDefined();
    expect(opened?.revisions).toEqual([]);
  });

  it("refuses a parent below the page, a sibling's address and an unknown category", async () => {
    const page = await live(office);
    const refusals: [PageDocument, (string | number)[]][] = [
      [{ ...page, parent: Number(people.key) }, ["parent"]],
      [{ ...page, parent: 99999 }, ["parent"]],
      [
        { ...page, modules: [{ ...page.modules[0], relation: { type: "category", key: "gone" } }] },
        ["modules", 0, "relation", "key"],
      ],
    ] as [PageDocument, (string | number)[]][];
    for (const [body, path] of refusals) {
      expect(await saveDocumentDraft(act, office, body)).toBe("saved");
      expect(await publishDocument(act, office)).toEqual({
        issues: [expect.objectContaining({ path })],
      });
    }
    const child = await live(people);
    expect(
      await saveDocumentDraft(act, people, { ...child, parent: null, path: "Our-Office" }),
    ).toBe("saved");
    expect(await publishDocument(act, people)).toEqual({
      issues: [expect.objectContaining({ path: ["path"], message: "path-taken" })],
    });
    expect(await live(office)).toEqual(page);
  });

  it("answers 301 from every address that moved, the subtree's too, and a restore moves them back", async () => {
    const page = await live(office);
    expect(await saveDocumentDraft(act, office, { ...page, path: "the-office" })).toBe("saved");
    const published = await publishDocument(act, office);
    expect(published).toEqual({ published: 5 });
    const redirects = Object.fromEntries(await readRedirectMap(database.db));
    for (const language of ["fr", "nl", "en", "de"]) {
      expect(redirects[`/${language}/our-office/`]).toBe(`/${language}/the-office/`);
      expect(redirects[`/${language}/our-office/people/`]).toBe(`/${language}/the-office/people/`);
    }
    expect(Object.keys(redirects)).toHaveLength(8);

    expect(await restoreRevision(act, office, 4)).toEqual({ published: 6 });
    expect((await live(office)).path).toBe("our-office");
    const back = Object.fromEntries(await readRedirectMap(database.db));
    expect(back["/en/the-office/people/"]).toBe("/en/our-office/people/");
    expect(back["/en/our-office/"]).toBeUndefined();
  });

  it("goes out in the site file and comes back: unchanged, then a changed title as a revision", async () => {
    const now = new Date();
    const file = JSON.parse(JSON.stringify(await exportSite(database.db, now)));
    const pages = file.documents.page as Record<string, PageDocument>;
    expect(Object.keys(pages)).toEqual([office.key, people.key]);
    expect(await importSite(database.db, file, { dryRun: false, now })).toEqual({
      applied: false,
      documents: [],
      redirects: { added: 0, removed: 0 },
    });

    const child = pages[people.key] as PageDocument;
    pages[people.key] = {
      ...child,
      params: { ...child.params, title: { ...child.params.title, en: "Staff" } },
    };
    const dry = await importSite(database.db, file, { dryRun: true, now });
    expect(dry).toMatchObject({
      applied: false,
      documents: [
        {
          ref: people,
          changes: [{ path: ["params", "title", "en"], before: "People", after: "Staff" }],
        },
      ],
    });
    expect((await live(people)).params.title.en).toBe("People");
    expect(await importSite(database.db, file, { dryRun: false, now })).toMatchObject({
      applied: true,
    });
    expect(JSON.parse(JSON.stringify(await exportSite(database.db, now))).documents).toEqual(
      file.documents,
    );
  });
});
