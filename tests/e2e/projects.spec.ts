import { expect, test } from "./fixtures.ts";

// docs/requirements.md §12 "Projects and neighbours": the project list, a project's units table sorted without
// JavaScript, a unit's breadcrumb, similar properties, and the 404 of a property that is gone.

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** The prices of the units table's rows, in order, as numbers (sold ones and "on request" left out). */
async function unitPrices(page: import("@playwright/test").Page): Promise<number[]> {
  const cells = await page.locator(".units-table td.units-table__price").allTextContents();
  return cells.flatMap((text) => {
    const digits = /€\s?([\d.]+)/.exec(text)?.[1];
    return digits ? [Number(digits.replaceAll(".", ""))] : [];
  });
}

test("the original /projects/ leads to the French project list, whose card opens the project", async ({
  site,
}) => {
  await site.page.setViewportSize(desktop);
  await site.visit("/projects/");
  await expect(site.page).toHaveURL(/\/fr\/projects\/$/);
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText("Projets neufs");
  const card = site.page.getByRole("region", { name: "Projets neufs" }).locator("article").first();
  await expect(card.getByRole("heading", { level: 2 })).toContainText("Tilleuls");
  await expect(card).toContainText(/Prix de €\u00a0[\d.]+ à €\u00a0[\d.]+/);
  await expect(card).toContainText(/\d+ logements? disponibles?/);
  await site.expectAccessible();
  await site.screenshots("project-list-fr");
  await card.click();
  await expect(site.page).toHaveURL(/\/fr\/projects\/wavre\/[a-z-]+\/500\/$/);
});

test("the Dutch project list on a phone", async ({ site }) => {
  await site.page.setViewportSize(phone);
  await site.visit("/nl/projecten/");
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText("Nieuwbouwprojecten");
  await expect(site.page.locator("article").first()).toContainText(/\d+ woningen? te koop/);
  await site.expectAccessible();
});

test("the units table is accessible, on a phone and on a desktop", async ({ site }) => {
  for (const viewport of [phone, desktop]) {
    await site.page.setViewportSize(viewport);
    await site.visit("/project/500/?sort=surface-desc");
    await expect(site.page.getByRole("columnheader", { name: /^Surface/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await site.expectAccessible();
  }
});

test("the units table shows each home's floor and sorts by it", async ({ site }) => {
  for (const [viewport, list, floor, ground] of [
    [desktop, "/fr/projects/", "Étage", "Rez-de-chaussée"],
    [phone, "/nl/projecten/", "Verdieping", "Gelijkvloers"],
  ] as const) {
    await site.page.setViewportSize(viewport);
    await site.visit(list);
    await site.page.locator(".property-card__link").first().click();
    const header = site.page.getByRole("columnheader", { name: new RegExp(`^${floor}`) });
    await header.getByRole("link").click();
    await expect(site.page).toHaveURL(/\?sort=floor#units$/);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    // The demo project's eight homes, three a floor from the ground floor up.
    await expect(site.page.locator(".units-table td.units-table__floor")).toHaveText([
      ground,
      ground,
      ground,
      "1",
      "1",
      "1",
      "2",
      "2",
    ]);
    await site.expectAccessible();
  }
});

// Axe needs JavaScript: these journeys check what a visitor without it can do.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, viewport, list, price, heading] of [
    ["fr", desktop, "/fr/projects/", "Prix", "Les logements de ce projet"],
    ["nl", phone, "/nl/projecten/", "Prijs", "Woningen in dit project"],
  ] as const) {
    test(`the units table sorts by price both ways (${language}, ${viewport.width} px)`, async ({
      site,
    }) => {
      await site.page.setViewportSize(viewport);
      await site.visit(list);
      await site.page.locator(".property-card__link").first().click();
      await expect(site.page).toHaveURL(
        new RegExp(`^[^?]+/${language}/[a-z]+/[a-z]+/[a-z-]+/500/$`),
      );
      const table = site.page.getByRole("region", { name: heading });
      const priceHeader = table.getByRole("columnheader", { name: new RegExp(`^${price}`) });
      await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
      const ascending = await unitPrices(site.page);
      expect(ascending.length).toBeGreaterThan(2);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await site.screenshots(`project-units-${language}`);

      await priceHeader.getByRole("link").click();
      await expect(site.page).toHaveURL(/\?sort=price-desc#units$/);
      await expect(priceHeader).toHaveAttribute("aria-sort", "descending");
      const descending = await unitPrices(site.page);
      expect(descending).toEqual([...ascending].reverse());
    });
  }
});

test("a unit's breadcrumb is Projects, its project, then the unit (docs/requirements.md §2)", async ({
  site,
}) => {
  await site.page.setViewportSize(phone);
  await site.visit("/project/500/");
  const name = (await site.page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const unit = site.page.getByRole("rowheader").first().getByRole("link");
  const title = (await unit.textContent()) ?? "";
  await unit.click();
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(title);
  const crumbs = site.page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Accueil", "Projets neufs", name, title]);
  await expect(crumbs.nth(1).getByRole("link")).toHaveAttribute("href", "/fr/projects/");
  await site.expectAccessible();
});

test("a property shows up to 4 similar properties, a sold one says it is sold", async ({
  site,
}) => {
  await site.page.setViewportSize(desktop);
  await site.visit("/project/500/");
  // Units of one project: same goal, type and town, prices close together.
  await site.page
    .getByRole("row", { name: /Disponible/ })
    .first()
    .getByRole("link")
    .click();
  const similar = site.page.getByRole("region", { name: "Biens similaires" });
  const cards = similar.locator("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  const own = new URL(site.page.url()).pathname;
  for (const href of await similar
    .locator(".property-card__link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).not.toBe(own);
  await site.expectAccessible();
  await site.screenshots("property-similar-fr");

  await site.visit("/project/500/");
  await site.page.getByRole("row", { name: /Vendu/ }).first().getByRole("link").click();
  await expect(site.page.getByText("Ce bien est vendu.")).toBeVisible();
  await expect(site.page.locator(".property__ribbon")).toHaveText("Vendu");
  await site.expectAccessible();
});

for (const [language, viewport, path, heading, offers] of [
  [
    "fr",
    phone,
    "/fr/a-vendre/nulle-part/un-bien/999999/",
    "Le bien demandé n'existe pas ou est vendu",
    "Des biens qui pourraient vous plaire",
  ],
  [
    "nl",
    desktop,
    "/nl/te-koop/nergens/een-pand/999999/",
    "Het gevraagde pand bestaat niet of is verkocht",
    "Panden die u misschien bevallen",
  ],
] as const) {
  test(`a property that is gone answers 404 with offers (${language}, ${viewport.width} px)`, async ({
    site,
  }) => {
    await site.page.setViewportSize(viewport);
    await site.visit(path, 404);
    await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(site.page.getByRole("region", { name: offers }).locator("article")).toHaveCount(4);
    await site.expectAccessible();
    await site.screenshots(`property-gone-${language}`);
  });
}
