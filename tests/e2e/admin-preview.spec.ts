import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { discardDraft, saveDocumentDraft } from "#app/services/admin/site-publishing.server.ts";
import { onE2eDatabase, openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §17 "Draft, preview, publish, history", ADR 061: an admin with a draft of the
// agency's name starts a preview from the desk, sees the band and the draft on the real home page,
// and ends it; axe at a phone's and a desktop's width on the desk's page and the previewed page. The
// draft is saved through the publishing use case (the settings editor's own spec drives its form).
test.describe.configure({ timeout: 120_000 });

const ref = { kind: "settings", key: "agency" } as const;
const draftName = "Immo Lumière Preview";

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an admin previews a draft on the home page, sees the band, and ends it", async ({ site }) => {
  const adminId = await openNewDeskSession(site.page.context(), { role: "admin", language: "en" });
  const act = (db: Parameters<typeof readSiteConfig>[0]) => ({
    db,
    actorId: adminId,
    clientAddress: "127.0.0.1",
    now: new Date(),
  });
  const liveName = await onE2eDatabase(async (db) => {
    const agency = (await readSiteConfig(db))?.agency;
    expect(await saveDocumentDraft(act(db), ref, { ...agency, name: draftName })).toBe("saved");
    return agency?.name ?? "";
  });
  try {
    await site.visit("/admin/preview/");
    await expect(site.page).toHaveTitle("Preview | Staff desk");
    // Its draft is listed with its history (other specs' drafts may be listed beside it).
    await expect(site.page.locator(`a[href="/admin/history/settings/agency/"]`)).toHaveText(
      "Changes and history",
    );
    await accessibleAtBothWidths(site);
    await site.screenshots("admin-preview");

    await site.page.getByRole("button", { name: "Start preview" }).click();
    await expect(site.page).toHaveURL(/\/fr\/$/);
    const band = site.page.getByRole("complementary", { name: "Aperçu : non publié" });
    await expect(band).toBeVisible();
    await expect(site.page).toHaveTitle(new RegExp(draftName));
    await site.expectAllTexts();
    await accessibleAtBothWidths(site);
    await site.screenshots("admin-preview-home");

    // Another page of the site is previewed too; ending the preview stays on it, as visitors see it.
    await site.visit("/en/contact/");
    await expect(
      site.page.getByRole("complementary", { name: "Preview: not published" }),
    ).toBeVisible();
    await site.page.getByRole("button", { name: "End preview" }).click();
    await expect(site.page).toHaveURL(/\/en\/contact\/$/);
    await expect(site.page.locator(".preview-band")).toHaveCount(0);
    await expect(site.page).toHaveTitle(new RegExp(liveName));
    await expect(site.page).not.toHaveTitle(new RegExp(draftName));
  } finally {
    await onE2eDatabase((db) => discardDraft(act(db), ref));
  }
});
