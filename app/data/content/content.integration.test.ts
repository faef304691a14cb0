import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMediaFile } from "#app/data/media/media-store.server.ts";
import { demoContent } from "#scripts/demo/content.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readArticle, readCategoryArticles, readMenuPages } from "./content-reader.server.ts";
import { replaceSiteContent } from "./content-writer.server.ts";

describe(`site content on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let dir: string;
  const today = new Date("2026-11-22T00:00:00.000Z");

  beforeAll(async () => {
    t = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), "site-content-"));
    await writeFile(join(dir, "offer.pdf"), "%PDF-1.4\n% offer\n");
    const pdf = await storeMediaFile(t.db, join(dir, "media"), join(dir, "offer.pdf"), today);
    const content = demoContent({ "purchase-offer-fr": { mediaFileId: pdf.id } });
    await t.db.transaction().execute((trx) => replaceSiteContent(trx, content, today));
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives the menu pages of docs/requirements.md §2 in order, with their modules and what they point to", async () => {
    const pages = await readMenuPages(t.db);
    expect(pages.map((p) => p.path)).toEqual([
      "home",
      "for-sale",
      "for-rent",
      "A-propos-de-nous",
      "Documents-et-info",
      "contact",
    ]);
    const about = pages.find((p) => p.path === "A-propos-de-nous");
    expect(about?.modules.map((m) => [m.view, m.relation])).toEqual([
      ["card-view", { type: "article", key: "about-us" }],
      ["ons-team-view", { type: "category", key: "team" }],
    ]);
    expect(pages[0]?.params.title.nl).toBe("Home");
    expect(pages[1]?.modules[0]?.settings.goal).toBe("sale");
  });

  it("gives the published articles of a category in a language, in order", async () => {
    const testimonials = await readCategoryArticles(t.db, "testimonials", "nl");
    expect(testimonials.length).toBeGreaterThanOrEqual(12);
    expect(testimonials[0]).toMatchObject({ title: "Sophie & Marc D.", details: { rating: 5 } });
    // Lists carry summaries; the full text is read for the article's own page.
    expect(testimonials[0]?.summary).toContain("Lasne");
    expect(testimonials[0]?.body).toBeUndefined();
    const page = await readArticle(t.db, "nl", {
      category: "testimonials",
      slug: testimonials[0]?.slug ?? "",
    });
    expect(page?.body).toContain("Lasne");
    const documents = await readCategoryArticles(t.db, "documents", "fr");
    expect(documents.map((d) => d.key)).toEqual([
      "purchase-offer",
      "tenant-candidate-sheet",
      "water-meter-reading",
      "gas-electricity-meter-reading",
    ]);
    expect(documents[0]?.documents).toEqual([
      { key: expect.stringMatching(/^\d+-[0-9a-f]{12}$/), name: "Offre d'achat (FR).pdf" },
    ]);
  });

  it("replaces the content as a whole when loaded again", async () => {
    await t.db.transaction().execute((trx) => replaceSiteContent(trx, demoContent(), today));
    expect(await readMenuPages(t.db)).toHaveLength(6);
    expect((await readCategoryArticles(t.db, "documents", "fr"))[0]?.documents).toEqual([]);
  });

  it("refuses invalid content and keeps what was there", async () => {
    const broken = demoContent();
    broken.pages[0] = { ...broken.pages[0], path: "not a path" } as (typeof broken.pages)[0];
    await expect(
      t.db.transaction().execute((trx) => replaceSiteContent(trx, broken, today)),
    ).rejects.toThrow(/one URL segment/);
    expect(await readMenuPages(t.db)).toHaveLength(6);
  });
});
