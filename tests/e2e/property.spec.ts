import { expect, test } from "./fixtures.ts";

// docs/requirements.md §2 Route table and Property detail (first version): from a card to the property's page, and a
// new-build project's page with its units.

test("a card leads to the property's page, with its photos, facts and a way to call", async ({
  site,
}) => {
  await site.visit("/en/");
  const card = site.page.getByRole("region", { name: "Latest offers" }).locator("article").first();
  const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  // The title's link covers the whole card.
  await card.click();
  await expect(site.page).toHaveURL(/\/en\/(for-sale|for-rent|projects)\/([a-z0-9-]+\/)+\d+\/$/);
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await site.page.waitForLoadState("networkidle");
  const photos = site.page.getByRole("region", { name: "Photos" }).locator("img");
  expect(await photos.count()).toBeGreaterThan(1);
  await expect(photos.first()).toHaveJSProperty("complete", true);
  await expect(site.page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(site.page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
  await site.expectAccessible();
  await site.screenshots("property-en");
});

test("a project's page lists its units, and a unit sits under its project", async ({ site }) => {
  await site.visit("/project/500/");
  await expect(site.page).toHaveURL(/\/fr\/projects\/wavre\/[a-z-]+\/500\/$/);
  const units = site.page.getByRole("region", { name: "Les logements de ce projet" });
  await expect(units.getByRole("rowheader").first()).toBeVisible();
  await site.expectAccessible();
  await site.screenshots("project-fr");
  await units.getByRole("rowheader").first().getByRole("link").click();
  await expect(site.page).toHaveURL(/\/fr\/projects\/wavre\/[a-z-]+\/500\/[a-z0-9-]+\/\d+\/$/);
  const breadcrumb = site.page.getByRole("navigation", { name: "Fil d'Ariane" });
  await expect(breadcrumb.getByRole("link", { name: /Tilleuls/ })).toBeVisible();
  await site.expectAccessible();
});

test("a property on a phone, in German, with its sideways gallery reachable by keyboard", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 390, height: 844 });
  await site.visit("/de/");
  await site.page
    .getByRole("region", { name: "Neueste Angebote" })
    .locator("article")
    .first()
    .locator("a")
    .click();
  await expect(site.page.getByRole("heading", { name: "Beschreibung" })).toBeVisible();
  await expect(
    site.page.getByRole("heading", { name: "Interesse an dieser Immobilie?" }),
  ).toBeVisible();
  await site.expectAccessible();
});
