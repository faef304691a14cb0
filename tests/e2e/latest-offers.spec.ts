import { expect, test } from "./fixtures.ts";

test("the home page shows the four latest offers of the demo agency with their photos", async ({
  site,
}) => {
  await site.visit("/en/");
  const offers = site.page.getByRole("region", { name: "Latest offers" });
  const cards = offers.getByRole("listitem").filter({ has: site.page.locator("article") });
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    await expect(card.locator(".property-card__price")).toHaveText(
      /€\u00a0[\d.]+|Price on request/,
    );
    const image = card.locator("img");
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/\d+-[0-9a-f]{12}\/\d+\.avif$/,
    );
  }
  await site.expectAccessible();
  await site.screenshots("home-offers-en");
});
