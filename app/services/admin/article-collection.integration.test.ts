import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCategoryArticles } from "#app/data/content/content-reader.server.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import {
  createArticle,
  deleteArticle,
  moveArticle,
} from "#app/services/admin/article-collection.server.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { seedArticles, textsOf } from "#tests/support/article-fixture.ts";
import { addTestAdminAct, auditActions } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections", ADR 063: a new article is hidden until its draft is published; one
// shown by a page module cannot be deleted; moving one up or down publishes its category's new order.
describe(`a category's articles on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  let ids: Awaited<ReturnType<typeof seedArticles>>;
  const ref = (id: number | string): SiteDocumentRef => ({ kind: "article", key: String(id) });
  const publicSlugs = async () =>
    (await readCategoryArticles(database.db, "testimonials", "en")).map((a) => a.slug);

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await seedArticles(database.db);
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("makes a new article hidden, last of its category, and publishes its draft", async () => {
    const created = await createArticle(act, "testimonials");
    const opened = await openDocument(database.db, created);
    expect(opened?.live).toMatchObject({ status: "draft", sort: 2, texts: {} });
    expect((await auditActions(database.db)).at(-1)).toBe(`site.draft:${act.actorId}`);
    const draft = opened?.draft?.body as ArticleDocument;
    const body = { ...draft, status: "published", texts: textsOf("carl", "Carl") };
    expect(await saveDocumentDraft(act, created, body)).toBe("saved");
    expect(await publicSlugs()).toEqual(["anna-en", "bert-en"]);
    expect(await publishDocument(act, created)).toEqual({ published: 2 });
    expect(await publicSlugs()).toEqual(["anna-en", "bert-en", "carl-en"]);
  });

  it("makes a category the site has no row for yet", async () => {
    const created = await createArticle(act, "news");
    expect((await openDocument(database.db, created))?.live).toMatchObject({ category: "news" });
  });

  it("moves an article up and down, publishing the new order; no further than the ends", async () => {
    const [, , carl] = (await readCategoryArticles(database.db, "testimonials", "en")).map(
      (a) => a.id,
    );
    expect(await moveArticle(act, "testimonials", String(carl), "up")).toBe("moved");
    expect(await publicSlugs()).toEqual(["anna-en", "carl-en", "bert-en"]);
    expect(await moveArticle(act, "testimonials", String(carl), "up")).toBe("moved");
    expect(await publicSlugs()).toEqual(["carl-en", "anna-en", "bert-en"]);
    expect(await moveArticle(act, "testimonials", String(carl), "up")).toBe("edge");
    expect(await moveArticle(act, "testimonials", String(ids.bert), "down")).toBe("edge");
    expect(await moveArticle(act, "testimonials", "99999", "down")).toBe("unknown");
    expect(await moveArticle(act, "news", String(ids.bert), "up")).toBe("unknown");
    expect((await openDocument(database.db, ref(ids.anna)))?.revisions).toHaveLength(2);
  });

  it("keeps a waiting draft in its new place, publishable", async () => {
    const live = (await openDocument(database.db, ref(ids.bert)))?.live as ArticleDocument;
    expect(await saveDocumentDraft(act, ref(ids.bert), { ...live, details: { rating: 3 } })).toBe(
      "saved",
    );
    expect(await moveArticle(act, "testimonials", String(ids.bert), "up")).toBe("moved");
    expect(await publishDocument(act, ref(ids.bert))).toEqual({ published: 4 });
    expect(await publicSlugs()).toEqual(["carl-en", "bert-en", "anna-en"]);
    const bert = await readCategoryArticles(database.db, "testimonials", "en");
    expect(bert[1]?.details).toEqual({ rating: 3 });
  });

  it("refuses to delete an article a page shows, and deletes another whole", async () => {
    expect(await deleteArticle(act, "pages", String(ids.privacy))).toBe("in-use");
    expect(await deleteArticle(act, "testimonials", String(ids.privacy))).toBe("unknown");
    expect(await openDocument(database.db, ref(ids.privacy))).toBeDefined();
    expect(await saveDocumentDraft(act, ref(ids.anna), { status: "draft" })).toMatchObject({
      issues: expect.any(Array),
    });
    const live = (await openDocument(database.db, ref(ids.anna)))?.live as ArticleDocument;
    expect(await saveDocumentDraft(act, ref(ids.anna), { ...live, sort: 9 })).toBe("saved");
    expect(await deleteArticle(act, "testimonials", String(ids.anna))).toBe("deleted");
    expect(await openDocument(database.db, ref(ids.anna))).toBeUndefined();
    expect(await publicSlugs()).toEqual(["carl-en", "bert-en"]);
    const left = await database.db
      .selectFrom("content_draft")
      .select("key")
      .where("kind", "=", "article")
      .where("key", "=", String(ids.anna))
      .execute();
    expect(left).toEqual([]);
    expect((await auditActions(database.db)).at(-1)).toBe(`site.delete:${act.actorId}`);
    expect(await deleteArticle(act, "testimonials", String(ids.anna))).toBe("unknown");
  });
});
