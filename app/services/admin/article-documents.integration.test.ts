import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArticle } from "#app/data/content/content-reader.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import type { SiteDocumentRef } from "#app/model/content/site-document.ts";
import { exportSite, importSite } from "#app/services/admin/site-file.server.ts";
import {
  openDocument,
  publishDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import type { StaffAct } from "#app/services/admin/staff-act.server.ts";
import { insertMediaFile, seedArticles } from "#tests/support/article-fixture.ts";
import { addTestAdminAct } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 27 "Pages and collections", ADR 063: an article is a document of the desk. Its draft stays off
// the public site, publishing writes it live, its bodies are kept sanitised, a new slug answers 301 from
// the old address, and a slug taken, a language missing or a file unknown is refused, nothing written.
describe(`articles as documents on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let act: StaffAct;
  let anna: SiteDocumentRef;
  let bert: SiteDocumentRef;
  const live = async (ref: SiteDocumentRef) =>
    (await openDocument(database.db, ref))?.live as ArticleDocument;
  const publicTitle = async (slug: string) =>
    (await readArticle(database.db, "en", { category: "testimonials", slug }))?.title;

  beforeAll(async () => {
    database = await createTestDatabase();
    const ids = await seedArticles(database.db);
    anna = { kind: "article", key: String(ids.anna) };
    bert = { kind: "article", key: String(ids.bert) };
    act = await addTestAdminAct(database.db);
  });
  afterAll(() => database.dispose());

  it("reads an article whole, and knows no other key", async () => {
    const article = await live(anna);
    expect(article).toMatchObject({
      category: "testimonials",
      status: "published",
      details: { author: "Anna", rating: 5 },
      documents: [],
    });
    expect(article.texts.en).toEqual({
      slug: "anna-en",
      title: "Anna en",
      summary: "",
      body: "<p>Anna</p>",
    });
    for (const key of ["0", "007", "abc", "99999"])
      expect(await saveDocumentDraft(act, { kind: "article", key }, article)).toBe("unknown");
  });

  it("keeps a draft off the public site and publishes it", async () => {
    const article = await live(anna);
    const version = await readContentVersion(database.db);
    const texts = { ...article.texts, en: { ...article.texts.en, title: "Anna, happy" } };
    expect(await saveDocumentDraft(act, anna, { ...article, texts })).toBe("saved");
    expect(await publicTitle("anna-en")).toBe("Anna en");
    expect(await readContentVersion(database.db)).toBe(version);
    expect(await publishDocument(act, anna)).toEqual({ published: 2 });
    expect(await publicTitle("anna-en")).toBe("Anna, happy");
    expect(await readContentVersion(database.db)).not.toBe(version);
  });

  it("keeps only the safe subset of a hostile body, on save and on render", async () => {
    const article = await live(bert);
    const hostile =
      '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe></p>';
    const texts = { ...article.texts, en: { ...article.texts.en, body: hostile } };
    expect(await saveDocumentDraft(act, bert, { ...article, texts })).toBe("saved");
    const draft = (await openDocument(database.db, bert))?.draft?.body as ArticleDocument;
    expect(draft.texts.en?.body).toBe("<p>Hix</p>");
    await database.db
      .updateTable("article_translation")
      .set({ body: hostile })
      .where("slug", "=", "bert-en")
      .execute();
    const shown = await readArticle(database.db, "en", {
      category: "testimonials",
      slug: "bert-en",
    });
    expect(shown?.body).toBe("<p>Hix</p>");
  });

  it("answers 301 from an old slug, in each language whose slug changed", async () => {
    const article = await live(anna);
    const texts = {
      ...article.texts,
      en: { ...article.texts.en, slug: "anna-moved" },
      fr: { ...article.texts.fr, slug: "anna-deplacee" },
    } as ArticleDocument["texts"];
    expect(await saveDocumentDraft(act, anna, { ...article, texts })).toBe("saved");
    expect(await publishDocument(act, anna)).toEqual({ published: 3 });
    const redirects = Object.fromEntries(await readRedirectMap(database.db));
    expect(redirects).toEqual({
      "/en/testimonials/anna-en/": "/en/testimonials/anna-moved/",
      "/fr/temoignages/anna-fr/": "/fr/temoignages/anna-deplacee/",
    });
    expect(await publicTitle("anna-moved")).toBe("Anna, happy");
  });

  it("refuses a slug taken, a language missing and an unknown file, writing nothing", async () => {
    const article = await live(bert);
    const { de: _, ...withoutGerman } = article.texts;
    const texts = { ...withoutGerman, en: { ...article.texts.en, slug: "anna-moved" } };
    const version = await readContentVersion(database.db);
    const refused = {
      ...article,
      texts,
      image: { key: "999-0123456789ab", width: 10, height: 10, alt: {} },
      documents: [{ mediaFileId: 998, name: "Price list" }],
    } as ArticleDocument;
    expect(await saveDocumentDraft(act, bert, refused)).toBe("saved");
    const outcome = await publishDocument(act, bert);
    expect(outcome).toMatchObject({
      issues: [
        { path: ["texts", "de", "title"], message: "missing-language" },
        { path: ["texts", "en", "slug"], message: "slug-taken" },
        { path: ["image"], message: "unknown-media" },
        { path: ["documents", 0], message: "unknown-media" },
      ],
    });
    expect(await live(bert)).toEqual(article);
    expect(await readContentVersion(database.db)).toBe(version);
    expect((await openDocument(database.db, bert))?.revisions).toEqual([]);
  });

  it("publishes a hidden article without every language, with an image and a file the site has", async () => {
    const article = await live(bert);
    const file = await insertMediaFile(database.db, "0123456789abcdef".repeat(4));
    const { de: _, ...withoutGerman } = article.texts;
    const hidden: ArticleDocument = {
      ...article,
      status: "draft",
      texts: withoutGerman,
      image: { key: `${file}-0123456789ab`, width: 800, height: 600, alt: { en: "Bert" } },
      documents: [{ mediaFileId: file, name: "Price list" }],
    };
    expect(await saveDocumentDraft(act, bert, hidden)).toBe("saved");
    expect(await publishDocument(act, bert)).toEqual({ published: 2 });
    const { texts, ...rest } = await live(bert);
    const { texts: _texts, ...expected } = hidden;
    expect(rest).toEqual(expected);
    // The body stored by hand above goes live as the sanitiser keeps it.
    expect(texts).toEqual({ ...withoutGerman, en: { ...withoutGerman.en, body: "<p>Hix</p>" } });
    expect(await publicTitle("bert-en")).toBeUndefined();
  });

  it("goes out in the site file and comes back unchanged", async () => {
    const now = new Date();
    const file = JSON.parse(JSON.stringify(await exportSite(database.db, now)));
    expect(Object.keys(file.documents.article)).toContain(anna.key);
    expect(await importSite(database.db, file, { dryRun: false, now })).toEqual({
      applied: false,
      documents: [],
      redirects: { added: 0, removed: 0 },
    });
    const annaBody = file.documents.article[anna.key] as ArticleDocument;
    annaBody.details = { ...annaBody.details, rating: 4 };
    expect(await importSite(database.db, file, { dryRun: false, now })).toMatchObject({
      applied: true,
      documents: [{ ref: anna, changes: [{ path: ["details", "rating"], before: 5, after: 4 }] }],
    });
    expect((await live(anna)).details.rating).toBe(4);
  });

  it("is made by a site file with its id and key; that key never changes after", async () => {
    const now = new Date();
    const { category, details, texts } = await live(anna);
    const made: ArticleDocument = {
      key: "guarantee",
      category,
      status: "published",
      sort: 9,
      details,
      texts: Object.fromEntries(
        Object.entries(texts).map(([language, text]) => [
          language,
          { ...text, slug: `guarantee-${language}`, title: "Our guarantee" },
        ]),
      ),
      documents: [],
    };
    const file = { format: "site", version: 1, documents: { article: { "4000": made } } };
    expect(await importSite(database.db, file, { dryRun: false, now })).toMatchObject({
      applied: true,
      documents: [{ ref: { kind: "article", key: "4000" }, created: true }],
    });
    expect(await live({ kind: "article", key: "4000" })).toEqual(made);
    const renamed = { ...file, documents: { article: { "4000": { ...made, key: "promise" } } } };
    expect(await importSite(database.db, renamed, { dryRun: false, now })).toEqual({
      problems: [
        {
          where: "article/4000",
          issues: [expect.objectContaining({ path: ["key"], message: "key-fixed" })],
        },
      ],
    });
    expect((await live({ kind: "article", key: "4000" })).key).toBe("guarantee");
  });
});
