import type { ArticleDocument } from "#app/model/content/article-document.ts";
import {
  discardDraft,
  openDocument,
  saveDocumentDraft,
} from "#app/services/admin/site-publishing.server.ts";
import { onE2eDatabase, openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// Issue 27 "Draft, preview, publish", ADR 061 (amended): an admin with a draft of a testimonial clicks
// "Preview" in its editor and lands on the testimonial's public page with the draft and the band; ending
// the preview shows the published text again. Axe at a phone's and a desktop's width on the editor and
// the previewed page. The draft is saved through the publishing use case (the collections' spec drives
// the editor's form).
test.describe.configure({ timeout: 120_000 });

const draftTitle = "A draft that only the admin sees";

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin previews a testimonial's draft from its editor, on its own page", async ({
  site,
}) => {
  const { page } = site;
  const adminId = await openNewDeskSession(page.context(), { role: "admin", language: "en" });
  const act = (db: Parameters<Parameters<typeof onE2eDatabase>[0]>[0]) => ({
    db,
    actorId: adminId,
    clientAddress: "127.0.0.1",
    now: new Date(),
  });
  // The first visible testimonial written in English, with a draft of a new English title.
  const { ref, live } = await onE2eDatabase(async (db) => {
    const rows = await db
      .selectFrom("article as a")
      .innerJoin("category as c", "c.id", "a.category_id")
      .innerJoin("article_translation as t", "t.article_id", "a.id")
      .select("a.id")
      .where("c.key", "=", "testimonials")
      .where("a.status", "=", "published")
      .where("t.language", "=", "en")
      .orderBy("a.sort")
      .orderBy("a.id")
      .execute();
    const ref = { kind: "article", key: String(rows[0]?.id) } as const;
    const live = (await openDocument(db, ref))?.live as ArticleDocument;
    const en = live.texts.en;
    if (!en) throw new Error("no English testimonial in the e2e site");
    const draft = { ...live, texts: { ...live.texts, en: { ...en, title: draftTitle } } };
    expect(await saveDocumentDraft(act(db), ref, draft)).toBe("saved");
    return { ref, live: en };
  });
  try {
    await site.visit(`/admin/collections/testimonials/${ref.key}/`);
    await expect(page.getByText("A draft is waiting")).toBeVisible();
    await accessibleAtBothWidths(site);

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/testimonials/${live.slug}/$`));
    await expect(page.getByRole("complementary", { name: "Preview: not published" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: draftTitle })).toBeVisible();
    await accessibleAtBothWidths(site);
    await site.screenshots("article-preview");

    await page.getByRole("button", { name: "End preview" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/testimonials/${live.slug}/$`));
    await expect(page.locator(".preview-band")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: live.title })).toBeVisible();
    await expect(page.getByText(draftTitle)).toHaveCount(0);
  } finally {
    await onE2eDatabase((db) => discardDraft(act(db), ref));
  }
});
