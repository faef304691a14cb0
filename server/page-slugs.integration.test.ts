import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import { seedPages } from "#tests/support/page-fixture.ts";
import { wholeSitemap } from "#tests/support/sitemap.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 062, a URL slug per language: a page answers at its slug's URL in a language that has one (its
// children below it), at its path's URL in the others; its path's URL where it has a slug answers 301
// (one address per page and language), another language's slug is not found, and every link to it
// (menu, breadcrumb, hreflang, language switcher, sitemap) carries the slug's URL.
describe(`pages' URL slugs per language on ${engineUnderTest}`, () => {
  const host = "https://www.immo-lumiere.example";
  let t: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let ids: { office: number; people: number };
  const get = (path: string) => site.app.request(`http://localhost${path}`, { redirect: "manual" });
  const html = async (path: string) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    return res.text();
  };
  const withSlugs = async (id: number, slugs: Record<string, string>) => {
    const row = await t.db
      .selectFrom("menu_page")
      .select("params")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const params = JSON.stringify({ ...JSON.parse(row.params), slugs });
    await t.db.updateTable("menu_page").set({ params }).where("id", "=", id).execute();
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    ids = await seedPages(t.db);
    // As a site file or the demo would store them: no redirect is recorded for these.
    await withSlugs(ids.office, { nl: "Ons-Kantoor", fr: "notre-bureau" });
    await withSlugs(ids.people, { nl: "mensen" });
    site = await createTestApp(t, { publicUrl: host });
  });
  afterAll(() => t.dispose());

  it("answers at the slug's URL in a language with a slug, at the path's in the others", async () => {
    expect((await get("/nl/ons-kantoor/")).status).toBe(200);
    expect((await get("/nl/ons-kantoor/mensen/")).status).toBe(200);
    expect((await get("/fr/notre-bureau/people/")).status).toBe(200);
    expect((await get("/en/our-office/")).status).toBe(200);
    expect((await get("/de/our-office/people/")).status).toBe(200);
  });

  it("answers 301 from the path's URL to the slug's, and 404 for another language's slug", async () => {
    for (const [from, to] of [
      ["/nl/our-office/", "/nl/ons-kantoor/"],
      ["/nl/our-office/people/?x=1", "/nl/ons-kantoor/mensen/?x=1"],
      ["/fr/our-office/people/", "/fr/notre-bureau/people/"],
      ["/our-office/", "/fr/notre-bureau/"],
    ]) {
      const res = await get(from ?? "");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
    expect(await readRedirectMap(t.db)).toEqual(new Map());
    expect((await get("/fr/ons-kantoor/")).status).toBe(404);
    expect((await get("/en/notre-bureau/")).status).toBe(404);
  });

  it("links the slug's URLs from the menu, the breadcrumb, hreflang and the language switcher", async () => {
    const page = await html("/en/our-office/people/");
    const head = page.slice(0, page.indexOf("</head>"));
    for (const url of ["/nl/ons-kantoor/mensen/", "/fr/notre-bureau/people/"]) {
      const language = url.slice(1, 3);
      expect(head).toContain(`<link rel="alternate" hrefLang="${language}" href="${host}${url}"/>`);
      expect(page).toContain(`href="${url}" hrefLang="${language}"`);
    }
    const nl = await html("/nl/ons-kantoor/mensen/");
    expect(nl).toContain(`<link rel="canonical" href="${host}/nl/ons-kantoor/mensen/"/>`);
    expect(nl).toContain('href="/nl/ons-kantoor/"');
    expect(nl).not.toContain("/nl/our-office/");
  });

  it("lists the slug's URLs in the sitemap, with alternates", async () => {
    const xml = await wholeSitemap(get);
    expect(xml).toContain(`<loc>${host}/nl/ons-kantoor/mensen/</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${host}/fr/notre-bureau/"/>`,
    );
    expect(xml).not.toContain("/nl/our-office/");
  });

  it("answers 301 from the old slug's URLs once a changed slug is published", async () => {
    const adminId = await addTestStaff(t.db, { role: "admin" });
    const act = { db: t.db, actorId: adminId, clientAddress: "192.0.2.31", now: new Date() };
    const office = { kind: "page", key: String(ids.office) } as const;
    const page = (await openDocument(t.db, office))?.live as PageDocument;
    const params = { ...page.params, slugs: { ...page.params.slugs, nl: "ons-bureau" } };
    expect(await saveDocumentDraft(act, office, { ...page, params })).toBe("saved");
    expect(await publishDocument(act, office)).toEqual({ published: 2 });
    for (const [from, to] of [
      ["/nl/ons-kantoor/", "/nl/ons-bureau/"],
      ["/nl/ons-kantoor/mensen/", "/nl/ons-bureau/mensen/"],
    ]) {
      const res = await get(from ?? "");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe(to);
    }
    expect((await get("/nl/ons-bureau/mensen/")).status).toBe(200);
    expect((await get("/fr/notre-bureau/")).status).toBe(200);
  });
});
