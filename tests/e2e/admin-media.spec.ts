import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { messages } from "#app/locales/messages.server.ts";
import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// Issue 27 "Media library", ADR 059: an admin uploads a photo through the file picker, describes it
// in every language of the site, sees it in the grid and on its page, and changes a description; in a
// real browser, axe-clean at a phone's width and a desktop's.
test.describe.configure({ timeout: 120_000 });

async function expectAccessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin uploads a photo with its descriptions, sees it, and changes a description", async ({
  site,
}, testInfo) => {
  const texts = messages.en.adminMedia;
  await openNewDeskSession(site.page.context(), { role: "admin", language: "en" });
  await site.visit("/admin/media/");
  await expect(site.page.getByRole("heading", { level: 1, name: texts.list.title })).toBeVisible();
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);

  // A photo made for this run: its content is new to the library, whatever ran before.
  const file = testInfo.outputPath("terrace.jpg");
  const colour = `#${Date.now().toString(16).slice(-6)}`;
  await writeFile(
    file,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  await site.page.getByLabel(texts.upload.file, { exact: true }).setInputFiles(file);
  const descriptions = {
    en: "A sunny terrace",
    nl: "Een zonnig terras",
    fr: "Une terrasse ensoleillée",
    de: "Eine sonnige Terrasse",
  } as const;
  for (const [language, text] of Object.entries(descriptions)) {
    await site.page
      .getByLabel(texts.languages[language as keyof typeof descriptions], { exact: true })
      .fill(text);
  }
  await site.page.getByRole("button", { name: texts.upload.submit }).click();

  await expect(site.page.getByRole("heading", { level: 1, name: "terrace.jpg" })).toBeVisible();
  await expect(site.page.getByRole("status")).toHaveText(texts.done.uploaded);
  await expect(site.page.getByRole("img", { name: descriptions.en })).toBeVisible();
  await expect(site.page.getByText("640 × 480 pixels")).toBeVisible();
  await expect(site.page.getByText(texts.item.unused)).toBeVisible();
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-media-item");

  await site.page.getByLabel(texts.languages.en, { exact: true }).fill("A terrace in the sun");
  await site.page.getByRole("button", { name: texts.item.saveAlt }).click();
  await expect(site.page.getByRole("status")).toHaveText(texts.done.alt);
  await expect(site.page.getByRole("img", { name: "A terrace in the sun" })).toBeVisible();

  await site.page.getByRole("link", { name: texts.item.back }).click();
  const tile = site.page.getByRole("link", { name: /terrace\.jpg/ }).first();
  await expect(tile.getByRole("img", { name: "A terrace in the sun" })).toBeVisible();
  await expectAccessibleAtBothWidths(site);
  await site.screenshots("admin-media");
});
