import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import {
  openDocument,
  publishDocument,
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

// ADR 062, a URL slug per language, at publish: an address a sibling has in a language (its slug there,
// else its path) or a page of the table answers is refused on the slug or the path that takes it, a slug
// on a page of the page table is refused, and a slug that changes records the move in that language only, the subtree's too.
describe(`pages' slugs at publish on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  let office: SiteDocumentRef;
  let people: SiteDocumentRef;
  const live = async (ref: SiteDocumentRef) =>
    (await openDocument(database.db, ref))?.live as PageDocument;
  const publishWith = async (ref: SiteDocumentRef, change: Partial<PageDocument>) => {
    expect(await saveDocumentDraft(act, ref, { ...(await live(ref)), ...change })).toBe("saved");
    return publishDocument(act, ref);
  };
  const slugged = (page: PageDocument, slugs: Record<string, string>) => ({
    params: { ...page.params, slugs },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const ids = await seedPages(database.db);
    office = { kind: "page", key: String(ids.office) };
    people = { kind: "page", key: String(ids.people) };
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("records the move of a new slug in its language only, the child's address too", async () => {
    const page = await live(office);
    expect(await publishWith(office, slugged(page, { nl: "Ons-Kantoor" }))).toEqual({
      published: 2,
    });
    expect(Object.fromEntries(await readRedirectMap(database.db))).toEqual({
      "/nl/our-office/": "/nl/ons-kantoor/",
      "/nl/our-office/people/": "/nl/ons-kantoor/people/",
    });
    expect(await publishWith(office, slugged(page, { nl: "ons-bureau" }))).toEqual({
      published: 3,
    });
    expect(Object.fromEntries(await readRedirectMap(database.db))).toMatchObject({
      "/nl/our-office/": "/nl/ons-bureau/",
      "/nl/ons-kantoor/": "/nl/ons-bureau/",
      "/nl/ons-kantoor/people/": "/nl/ons-bureau/people/",
    });
  });

  it("refuses a sibling's address in a language, on the slug or the path that takes it", async () => {
    const child = await live(people);
    const top = { parent: null };
    const refusals: [Partial<PageDocument>, (string | number)[][]][] = [
      [{ ...top, ...slugged(child, { nl: "ONS-BUREAU" }) }, [["params", "slugs", "nl"]]],
      [{ ...top, ...slugged(child, { fr: "our-office" }) }, [["params", "slugs", "fr"]]],
      [{ ...top, path: "Ons-Bureau" }, [["path"]]],
      [
        { ...top, ...slugged(child, { nl: "Te-Koop", de: "unser-team" }) },
        [["params", "slugs", "nl"]],
      ],
      [
        { ...top, path: "Ons-Bureau", ...slugged(child, { en: "our-office" }) },
        [["path"], ["params", "slugs", "en"]],
      ],
    ];
    for (const [change, paths] of refusals)
      expect(await publishWith(people, change)).toEqual({
        issues: paths.map((path) => expect.objectContaining({ path, message: "path-taken" })),
      });
    expect(await live(people)).toEqual(child);
    // The same slug below another parent, or in another language, is no clash.
    expect(await publishWith(people, slugged(child, { nl: "ons-bureau" }))).toEqual({
      published: 2,
    });
  });

  it("refuses a slug on a page whose URLs are the page table's", async () => {
    const child = await live(people);
    expect(
      await publishWith(people, {
        parent: null,
        path: "A-propos-de-nous",
        ...slugged(child, { nl: "wie-zijn-wij", de: "wir" }),
      }),
    ).toEqual({
      issues: [
        expect.objectContaining({ path: ["params", "slugs", "nl"], message: "original-page" }),
        expect.objectContaining({ path: ["params", "slugs", "de"], message: "original-page" }),
      ],
    });
    expect(await live(people)).toEqual(child);
  });
});
