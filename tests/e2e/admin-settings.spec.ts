import { readSiteConfig, writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { onE2eDatabase, openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";

// Issue 27 "Settings": an admin changes the agency's name, its Facebook page and its brand colour in the
// desk, publishes them, and sees them on the public home page; a colour that fails WCAG AA is refused with its ratio.
// Every desk page on the way passes axe at 390 and 1440 px.

// The refused colour is a 422 the browser reports in its console.
test.use({ expectedErrorStatuses: ["422 (Unprocessable Entity)"] });

let original: SiteConfig | undefined;
test.beforeAll(async () => {
  original = await onE2eDatabase(readSiteConfig);
});
// The other specs meet the demo agency as it was.
test.afterAll(async () => {
  if (original) await onE2eDatabase((db) => writeSiteConfig(db, original as SiteConfig));
});

test("an admin renames the agency and changes its brand colour, publishes, and the home page shows them; axe at 390 and 1440", async ({
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

  await site.visit("/admin/settings/");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await accessible();
  await page.getByRole("link", { name: "Agency", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agency" })).toBeVisible();
  await accessible();
  await site.screenshots("admin-settings-agency");

  await page.getByLabel("Agency name", { exact: true }).fill("Immo Horizon");
  await page
    .getByLabel("Facebook page", { exact: true })
    .fill("https://www.facebook.com/immohorizon");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);
  await accessible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);

  await site.visit("/admin/settings/theme/");
  const brand = page.getByLabel("Brand colour", { exact: true });
  await brand.fill("#6fa8dc");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("alert")).toContainText(
    "Contrast 2.5:1 with white, at least 4.5:1 needed",
  );
  await expect(brand).toHaveAttribute("aria-invalid", "true");
  await accessible();
  await site.screenshots("admin-settings-theme-refused");
  await brand.fill("#7a2e1d");
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);

  // Each server renews its page cache within a second of the publish (ADR 056).
  await expect(async () => {
    await site.visit("/fr/");
    // The demo agency has a logo: its text alternative names the agency.
    await expect(page.getByRole("link", { name: "Immo Horizon" }).first()).toBeVisible();
    const colour = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
    );
    expect(colour).toBe("#7a2e1d");
  }).toPass({ timeout: 15_000 });
  // The social link is in the footer, named for those who do not see its icon.
  await expect(
    page.getByRole("link", { name: "Immo Horizon sur Facebook (nouvel onglet)" }),
  ).toHaveAttribute("href", "https://www.facebook.com/immohorizon");
});
