import { expect, test } from "./fixtures.ts";

// docs/requirements.md §12 listings: filters, sort and pages in the URL, with and without JavaScript, on a phone and a
// desktop, in French and Dutch; previous / next on a property opened from the results.

const pageOf = (lang: "fr" | "nl") =>
  lang === "fr"
    ? /^page (\d+) sur (\d+) \[(\d+) objets?\]$/
    : /^pagina (\d+) van (\d+) \[(\d+) objecten?\]$/;

for (const width of [390, 1440]) {
  test(`filters apply without a reload, announce the count, and the back button restores (fr, ${width} px)`, async ({
    site,
  }) => {
    // A long journey with two axe runs, on a busy 2-core machine.
    test.setTimeout(120_000);
    await site.page.setViewportSize({ width, height: 900 });
    await site.visit("/fr/a-vendre/");
    const listing = site.page.getByRole("region", { name: "Nos biens à vendre" });
    await expect(listing.getByText(pageOf("fr"))).toHaveText("page 1 sur 6 [66 objets]");
    await expect(site.page).toHaveTitle("À vendre – page 1 sur 6 [66 objets] | Immo Lumière");
    const filters = listing.locator("details");
    const form = filters.locator("form");
    if (width === 390) {
      // The results come first; the filters wait behind their disclosure.
      await expect(form).toBeHidden();
      await filters.getByText("Filtres", { exact: true }).click();
    }
    await expect(form).toBeVisible();
    await site.expectAccessible();
    await site.screenshots(`listings-fr-${width}`);
    // A marker on a property under option.
    await site.page.goto("/fr/a-vendre/?sort=price-asc&per-page=24");
    await expect(
      listing.locator(".property-card__ribbon", { hasText: "Sous option" }).first(),
    ).toBeAttached();
    await site.visit("/fr/a-vendre/");
    if (width === 390) await filters.getByText("Filtres", { exact: true }).click();

    // Each type says how many it gives; ticking one narrows the list in place.
    const apartment = form.getByRole("checkbox", { name: /^Appartement \d+$/ });
    const count = Number((await apartment.locator("xpath=..").innerText()).match(/\d+$/)?.[0]);
    await site.page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await apartment.check();
    await expect(site.page).toHaveURL(/\/fr\/a-vendre\/\?type=2$/);
    const status = listing.getByRole("status");
    await expect(status).toHaveText(`${count} biens correspondent à votre recherche.`);
    await expect(site.page).toHaveTitle(new RegExp(`\\[${count} objets\\]`));
    if (width === 390) await expect(filters).toHaveAttribute("open", "");
    // The box keeps the focus, for a keyboard user to go on.
    await expect(form.getByRole("checkbox", { name: /^Appartement/ })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: /^Appartement/ })).toBeFocused();
    expect(
      await site.page.evaluate(
        () => (window as unknown as { sameDocument?: boolean }).sameDocument,
      ),
    ).toBe(true);

    // The sort applies at once too, and the list's next page keeps the whole search.
    await listing.getByLabel("Trier par").selectOption("price-desc");
    await expect(site.page).toHaveURL(/\?type=2&sort=price-desc$/);
    await listing.getByRole("link", { name: "Suivante" }).click();
    await expect(site.page).toHaveURL(/\?type=2&sort=price-desc&page=2$/);
    await expect(listing.getByRole("heading", { level: 2 })).toBeFocused();

    // Back: the previous search, its count and its controls.
    await site.page.goBack();
    await expect(site.page).toHaveURL(/\?type=2&sort=price-desc$/);
    await site.page.goBack();
    await expect(site.page).toHaveURL(/\?type=2$/);
    await expect(listing.getByLabel("Trier par")).toHaveValue("newest");
    await site.page.goBack();
    await expect(site.page).toHaveURL(/\/fr\/a-vendre\/$/);
    await expect(status).toHaveText("66 biens correspondent à votre recherche.");
    await expect(form.getByRole("checkbox", { name: /^Appartement/ })).not.toBeChecked();
    await site.expectAccessible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`the filter form searches, pages and widens (nl, ${width} px)`, async ({ site }) => {
      await site.page.setViewportSize({ width, height: 900 });
      await site.visit("/nl/te-koop/");
      const listing = site.page.getByRole("region", { name: "Ons aanbod te koop" });
      if (width === 390) await listing.getByText("Filters", { exact: true }).click();
      const form = listing.locator("form");
      await form.getByLabel("Maximum").fill("400000");
      await form.getByRole("checkbox", { name: /^Appartement \d+$/ }).check();
      await form.getByRole("button", { name: "Toon de resultaten" }).click();
      await expect(site.page).toHaveURL(/\/nl\/te-koop\/\?.*type=2.*price-max=400000/);
      const pages = listing.getByText(pageOf("nl"));
      const [, , total, count] = (await pages.innerText()).match(pageOf("nl")) ?? [];
      expect(Number(count)).toBeGreaterThan(0);
      await expect(listing.getByText("Filters (2)")).toBeVisible();
      for (const price of await listing.locator(".property-card__price").allInnerTexts())
        expect(Number(price.replace(/\D/g, ""))).toBeLessThanOrEqual(400_000);
      await site.screenshots(`listings-nl-filtered-${width}`);
      if (Number(total) > 1) {
        await listing.getByRole("link", { name: "Volgende" }).click();
        await expect(pages).toContainText("pagina 2 van");
      }

      // Nothing matches: docs/requirements.md §8, with a way back to a wider search.
      await site.visit("/nl/te-koop/?type=2&price-max=1000");
      await expect(listing.getByText("Geen panden voldoen aan de criteria.")).toBeVisible();
      await listing.getByRole("link", { name: /^Filter tot €\s1\.000 wegnemen$/ }).click();
      await expect(site.page).toHaveURL(/\/nl\/te-koop\/\?type=2$/);
      await expect(listing.locator("article").first()).toBeVisible();
    });
  }

  test("the sort is sent with its own button", async ({ site }) => {
    await site.visit("/fr/a-vendre/");
    const listing = site.page.getByRole("region", { name: "Nos biens à vendre" });
    await listing.getByLabel("Trier par").selectOption("price-asc");
    await listing.getByRole("button", { name: "Trier" }).click();
    await expect(site.page).toHaveURL(/\/fr\/a-vendre\/\?sort=price-asc&/);
    const prices = (await listing.locator(".property-card__price").allInnerTexts())
      .map((p) => Number(p.replace(/\D/g, "")))
      .filter((p) => p > 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

// axe runs in the page: the pages the form above gives, checked with JavaScript on.
for (const width of [390, 1440]) {
  test(`a search and an empty search are accessible (nl, ${width} px)`, async ({ site }) => {
    await site.page.setViewportSize({ width, height: 900 });
    await site.visit("/nl/te-koop/?type=2&price-max=400000&sort=price-desc");
    await expect(site.page.getByText("Filters (2)")).toBeVisible();
    await site.expectAccessible();
    await site.visit("/nl/te-koop/?type=2&price-max=1000");
    await expect(site.page.getByText("Geen panden voldoen aan de criteria.")).toBeVisible();
    await site.expectAccessible();
    await site.screenshots(`listings-nl-empty-${width}`);
  });
}

test("a property opened from the results leads to the next one and back to them", async ({
  site,
}) => {
  await site.visit("/nl/te-koop/?sort=price-asc");
  const listing = site.page.getByRole("region", { name: "Ons aanbod te koop" });
  const titles = await listing.locator(".property-card__title").allInnerTexts();
  await listing.locator("article").first().click();
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(titles[0] ?? "");
  const results = site.page.getByRole("navigation", { name: "Uw zoekresultaten" });
  await expect(results.getByRole("link", { name: "Vorig pand" })).toHaveCount(0);
  await results.getByRole("link", { name: "Volgend pand" }).click();
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(titles[1] ?? "");
  await site.expectAccessible();
  await site.screenshots("listings-neighbours-nl");
  await results.getByRole("link", { name: "Terug naar de resultaten" }).click();
  await expect(site.page).toHaveURL(/\/nl\/te-koop\/\?sort=price-asc$/);
  // Opened any other way, a property has no such links.
  await site.visit("/nl/");
  await site.page
    .getByRole("region", { name: "Nieuw in ons aanbod" })
    .locator("article")
    .first()
    .click();
  await expect(site.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(site.page.getByRole("navigation", { name: "Uw zoekresultaten" })).toHaveCount(0);
});
