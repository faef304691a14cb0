import { expect, test } from "./fixtures.ts";

test("an unknown path shows the 404 page with a way home", async ({ site }) => {
  await site.visit("/nope/", 404);
  await expect(site.page).toHaveTitle("Page introuvable | Immo Lumière");
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(
    "Nous n'avons pas trouvé cette page",
  );
  await site.expectAccessible();
  await site.screenshots("not-found-fr");
  await site.page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(site.page).toHaveURL(/\/fr\/$/);
});

test("an unknown path under a language answers in that language", async ({ site }) => {
  await site.visit("/en/this-does-not-exist/", 404);
  await expect(site.page.locator("html")).toHaveAttribute("lang", "en");
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(
    "We could not find this page",
  );
  await site.expectAccessible();
});

test("the 404 page searches the properties for rent of a town, by keyboard", async ({ site }) => {
  await site.visit("/en/this-does-not-exist/", 404);
  const search = site.page.getByRole("search", { name: "Find a property" });
  await search.getByLabel("City or postcode").fill("Ixelles");
  await search.getByRole("button", { name: "For rent" }).focus();
  await site.page.keyboard.press("Enter");
  await expect(site.page).toHaveURL(/\/en\/for-rent\/\?city=Ixelles$/);
  await expect(
    site.page.getByText(/\d+ propert(y matches|ies match) your search\./),
  ).toBeAttached();
  const cities = site.page.locator(".property-card__city");
  expect(await cities.count()).toBeGreaterThan(0);
  for (const city of await cities.allTextContents()) expect(city).toContain("Ixelles");
  await site.expectAccessible();
});
