import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// Issue 27, ADR 057: an admin imports the previous website's addresses at the desk: a file with a loop
// is refused line by line and writes nothing, a good one is imported and listed, and its old address
// then leads to the new page. Axe-clean at a phone's width and a desktop's; more time than the default
// for axe at two widths on a busy machine.
test.describe.configure({ timeout: 120_000 });
// The refused file's answer is a 422 (nothing written), which the browser logs.
test.use({ expectedErrorStatuses: ["422 (Unprocessable Entity)"] });

async function expectAccessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

async function upload(site: SitePage, csv: string) {
  await site.page.getByLabel("CSV file", { exact: true }).setInputFiles({
    name: "old-site.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await site.page.getByRole("button", { name: "Import" }).click();
}

test("an admin imports old addresses, sees a loop refused, and the old address leads on", async ({
  site,
}) => {
  await openNewDeskSession(site.page.context(), { role: "admin", language: "en" });
  const stamp = Date.now().toString(36);
  await site.visit("/admin/redirects/");
  await expect(site.page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  await site.expectAllTexts();
  await expectAccessibleAtBothWidths(site);

  await upload(site, `old;new\n/a-${stamp}/;/b-${stamp}/\n/b-${stamp}/;/a-${stamp}/\n`);
  const problems = site.page.getByRole("alert");
  await expect(problems).toContainText("Nothing was written: 2 lines to fix");
  await expect(problems).toContainText(`Line 2: a loop: /b-${stamp}/ leads back`);
  await expectAccessibleAtBothWidths(site);

  await upload(site, `old;new\n/agence-${stamp}.html;/fr/a-vendre/\n`);
  await expect(site.page.getByRole("status")).toContainText("1 redirect was imported.");
  await site.page.getByLabel("Search", { exact: true }).fill(stamp);
  await site.page.getByRole("button", { name: "Filter" }).click();
  await expect(site.page.getByRole("rowheader", { name: `/agence-${stamp}.html` })).toBeVisible();
  await expectAccessibleAtBothWidths(site);

  await site.visit(`/agence-${stamp}.html`);
  await expect(site.page).toHaveURL(/\/fr\/a-vendre\/$/);
});
