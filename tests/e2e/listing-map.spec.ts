import { expect, type SitePage, test } from "./fixtures.ts";
import { answerTiles, otherOrigins, tileHost } from "./other-origins.ts";

// docs/requirements.md §12 "Map view" (ADR 014): a list/map switch on the listings, a self-hosted base map with clustered
// markers that open a card, keyboard reachable, and a detailed tile layer only on the visitor's request.

const markers = (site: SitePage) => site.page.locator(".listing-map__pin, .listing-map__cluster");

const languages = [
  { path: "/fr/a-vendre/", map: "Carte", list: "Liste", region: "Carte des biens" },
  { path: "/nl/te-koop/", map: "Kaart", list: "Lijst", region: "Kaart van de panden" },
];

for (const width of [390, 1440]) {
  for (const language of languages) {
    test(`${language.path} opens its map at ${width} px, asking nothing of another origin`, async ({
      site,
      baseURL,
    }) => {
      const { page } = site;
      await page.setViewportSize({ width, height: 900 });
      const sent = otherOrigins(page, baseURL ?? "");
      await site.visit(`${language.path}?city=&type=`);
      await page.getByRole("link", { name: language.map, exact: true }).click();
      await expect(page).toHaveURL(/[?&]view=map/);
      // The filters stay in the address; the list link goes back without the map.
      await expect(page).toHaveURL(/city=/);
      await expect(
        page.getByRole("link", { name: language.list, exact: true }),
      ).not.toHaveAttribute("href", /view=map/);
      await expect(page.getByRole("region", { name: language.region })).toBeVisible();
      await expect(markers(site).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(sent).toEqual([]);
      await site.expectAccessible();
      await site.expectAllTexts();
      if (width === 1440) await site.screenshots(`listing-map-${language.path.slice(1, 3)}`);
    });
  }
}

test("a marker is reached with Tab, Enter opens its card, Escape closes it", async ({ site }) => {
  const { page } = site;
  await site.visit("/nl/te-koop/?view=map");
  const map = page.getByRole("region", { name: "Kaart van de panden" });
  await expect(markers(site).first()).toBeVisible();
  await map.focus();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  // A cluster zooms in with Enter, and the keyboard goes on from what it split into.
  for (let step = 0; step < 16; step++) {
    await expect(focused).toHaveClass(/listing-map__(pin|cluster)/);
    if (await focused.evaluate((e) => e.classList.contains("listing-map__pin"))) break;
    // A spot of a project's units opens their list (next test): on to the next marker.
    if (await focused.evaluate((e) => e.classList.contains("listing-map__cluster--spot"))) {
      await page.keyboard.press("Tab");
      continue;
    }
    await expect(focused).toHaveAttribute("aria-label", /panden? hier: inzoomen/);
    const cluster = await focused.elementHandle();
    await page.keyboard.press("Enter");
    // Zoomed in, the markers are drawn again and the focus is on one of the new ones.
    await expect.poll(() => cluster?.evaluate((e) => e.isConnected)).toBe(false);
    await expect(map.locator(":focus")).toHaveCount(1);
  }
  const pin = page.locator(":focus");
  await expect(pin).toHaveClass(/listing-map__pin/);
  const label = (await pin.getAttribute("aria-label")) ?? "";
  // "Gent, pand 1042": the card of that property, fetched on opening.
  const [, city, id] = /^(.+), pand (\d+)/.exec(label) ?? [];
  await page.keyboard.press("Enter");
  const card = page.getByRole("dialog");
  await expect(card).toBeFocused();
  await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`/${id}/$`),
  );
  await expect(card.locator(".property-card__city")).toHaveText(city ?? "");
  await expect(card.locator(".property-card__price")).toHaveText(/€\u00a0[\d.]+|Prijs op aanvraag/);
  await expect(card.getByRole("link")).toHaveAttribute("href", /^\/nl\/te-koop\/.+\/\d+\/$/);
  await site.expectAccessible();
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(page.locator(".listing-map__pin:focus")).toHaveAttribute("aria-label", label);
});

// The demo's project in Wavre: 6 units on offer at the project's position, and one apartment 1 km away.
for (const width of [390, 1440]) {
  for (const { path, spot, heading, close } of [
    {
      path: "/fr/a-vendre/",
      spot: "6 biens à cet endroit : voir la liste",
      heading: /^6 biens à cet endroit, /,
      close: "Fermer",
    },
    {
      path: "/nl/te-koop/",
      spot: "6 panden op deze plek: lijst tonen",
      heading: /^6 panden op deze plek, /,
      close: "Sluiten",
    },
  ]) {
    test(`${path}: a project's units at one spot open their list, by keyboard, at ${width} px`, async ({
      site,
    }) => {
      const { page } = site;
      await page.setViewportSize({ width, height: 900 });
      await site.visit(`${path}?city=1300&view=map`);
      await expect(markers(site).first()).toBeVisible();
      const units = page.getByRole("button", { name: spot, exact: true });
      // Zoomed out, the units may share a cluster with their neighbour: Enter zooms in.
      for (let step = 0; step < 8 && (await units.count()) === 0; step++) {
        const cluster = page
          .locator(".listing-map__cluster:not(.listing-map__cluster--spot)")
          .first();
        await cluster.focus();
        await page.keyboard.press("Enter");
        await expect
          .poll(() => cluster.evaluate((e) => e.isConnected).catch(() => false))
          .toBe(false);
      }
      await units.focus();
      await page.keyboard.press("Enter");
      const list = page.getByRole("dialog");
      await expect(list).toBeFocused();
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(heading);
      const links = list.getByRole("link");
      await expect(links).toHaveCount(6);
      // Each unit: its link, its price and its facts, as a card in the list shows them.
      for (const item of await list.getByRole("listitem").filter({ has: links }).all()) {
        await expect(item.getByRole("link")).toHaveAttribute("href", /\/\d+\/$/);
        await expect(item.locator(".property-card__price")).toHaveText(
          /€\u00a0[\d.]+|aanvraag|demande/,
        );
      }
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();
      await site.expectAccessible();
      if (width === 1440) await site.screenshots(`listing-map-spot-${path.slice(1, 3)}`);
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await expect(units).toBeFocused();
      await units.press("Enter");
      await list.getByRole("button", { name: close }).click();
      await expect(list).toBeHidden();
    });
  }
}

test("the detailed map loads from its tile server only after the visitor's click", async ({
  site,
}) => {
  const { page } = site;
  const tiles = await answerTiles(page);
  await site.visit("/fr/a-louer/?view=map");
  await expect(markers(site).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(tiles).toEqual([]);
  await expect(page.getByText("La carte détaillée vient de tile.openstreetmap.org")).toBeVisible();
  const asked = page.waitForRequest((request) => request.url().startsWith(tileHost));
  await page.getByRole("button", { name: "Charger la carte détaillée" }).click();
  await asked;
  await expect(page.getByText("© OpenStreetMap contributors")).toBeVisible();
  await expect(page.getByRole("button", { name: "Charger la carte détaillée" })).toHaveCount(0);
  // The click scrolled the map under the sticky header, which then covers markers: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await site.expectAccessible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, notice, list } of [
    { path: "/fr/a-vendre/", notice: "La carte a besoin de JavaScript", list: "Liste" },
    { path: "/nl/te-huur/", notice: "De kaart heeft JavaScript nodig", list: "Lijst" },
  ]) {
    test(`${path}?view=map lists the properties under a notice`, async ({ site }) => {
      const { page } = site;
      await site.visit(`${path}?type=&view=map`);
      await expect(page.getByText(notice)).toBeVisible();
      const cards = page.locator(".property-card");
      await expect(cards.first()).toBeVisible();
      // A property page, carrying the list it was opened from (previous / next, docs/requirements.md §12).
      await expect(cards.first().getByRole("link")).toHaveAttribute(
        "href",
        /\/\d+\/(\?from=[^#]*)?$/,
      );
      await page.getByRole("link", { name: list, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?type=$`));
      await expect(page.getByText(notice)).toHaveCount(0);
    });
  }
});
