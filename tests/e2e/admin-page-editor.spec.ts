import { readPageDocument, writePageDocument } from "#app/data/content/page-documents.server.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { onE2eDatabase, openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";

// Issue 27 "Pages and collections": an admin edits the About page's German title in the desk, adds a
// contact card module, publishes, and sees both on the public German page. The editor passes axe at
// 390 and 1440 px.

let about: { id: number; page: PageDocument } | undefined;
test.beforeAll(async () => {
  about = await onE2eDatabase(async (db) => {
    const row = await db
      .selectFrom("menu_page")
      .select("id")
      .where("path", "=", "A-propos-de-nous")
      .executeTakeFirstOrThrow();
    const page = await readPageDocument(db, row.id);
    if (!page) throw new Error("no About page in the demo");
    return { id: row.id, page };
  });
});
// The other specs meet the demo's About page as it was.
test.afterAll(async () => {
  const original = about;
  if (original)
    await onE2eDatabase(async (db) => {
      await writePageDocument(db, original.id, original.page, new Date());
      await db
        .deleteFrom("content_draft")
        .where("kind", "=", "page")
        .where("key", "=", String(original.id))
        .execute();
    });
});

test("an admin retitles the About page in German, adds a contact card, publishes, and the public page shows them; axe at 390 and 1440", async ({
  site,
}) => {
  test.slow();
  const { page } = site;
  const accessible = async () => {
    await site.expectAccessible();
    await page.setViewportSize({ width: 390, height: 900 });
    await site.expectAccessible();
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await openNewDeskSession(page.context(), { role: "admin", language: "en" });

  await site.visit(`/admin/pages/${about?.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Page: About us" })).toBeVisible();
  await accessible();
  await site.screenshots("admin-page-editor");

  // A module is a folded card, its kind and a line of what it shows; it unfolds and folds again from
  // the keyboard.
  const first = page.getByRole("group", { name: "Module 1: Article block" });
  const firstFold = page.locator("summary", { hasText: "Module 1: Article block" });
  await expect(first).toBeHidden();
  await expect(firstFold).toContainText("Visible");
  await firstFold.focus();
  await page.keyboard.press("Enter");
  await expect(first).toBeVisible();
  await page.keyboard.press("Space");
  await expect(first).toBeHidden();

  await page
    .getByRole("group", { name: "Title", exact: true })
    .getByLabel("German")
    // The page's title comes before its modules' titles.
    .first()
    .fill("Über unser Büro");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);

  await page.getByLabel("Type of module").selectOption({ label: "Contact card" });
  await page.getByRole("button", { name: "Add a module" }).click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);
  await expect(page.getByRole("group", { name: "Module 3: Contact card" })).toBeVisible();
  await page.getByRole("button", { name: /^Move up\W+Module 3: Contact card$/ }).click();
  await expect(page.getByRole("group", { name: "Module 2: Contact card" })).toBeVisible();
  await accessible();
  await site.screenshots("admin-page-editor-modules");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);

  // Each server renews its page cache within a second of the publish (ADR 056).
  await expect(async () => {
    await site.visit("/de/");
    await page
      .getByRole("navigation")
      .getByRole("link", { name: "Über unser Büro" })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Über unser Büro" })).toBeVisible();
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.page-modules .contact-card a[href^="mailto:"]')).toBeVisible();
});
