import type { Page } from "@playwright/test";
import { expect, type SitePage, test } from "./fixtures.ts";
import { answerTiles, otherOrigins, tileHost } from "./other-origins.ts";

// docs/requirements.md §13 "Place and structured data": the property's small map (the listings' map with one marker at
// the public position, moved when the address is hidden, ADR 012), asking nothing of another origin
// until the visitor loads the detailed map (ADR 014); the link to the visitor's map app; the page's
// JSON-LD. The demo's property 1001 shows its address, 1005 hides it.

const languages = [
  {
    language: "fr",
    heading: "Situation",
    region: /^Carte de la situation de /,
    approximate: "Emplacement approximatif",
    marker: /\(emplacement approximatif\)$/,
    openInApp: "Ouvrir dans votre application de cartes",
    loadDetailed: "Charger la carte détaillée",
  },
  {
    language: "nl",
    heading: "Ligging",
    region: /^Kaart van de ligging van /,
    approximate: "Geschatte ligging",
    marker: /\(geschatte ligging\)$/,
    openInApp: "Openen in uw kaart-app",
    loadDetailed: "Gedetailleerde kaart laden",
  },
];

/** Opens a property's page in a language through its original address (docs/requirements.md §2: /property/{id}/). */
async function visitProperty(site: SitePage, id: number, language: string, baseURL: string) {
  await site.page.context().addCookies([{ name: "lang", value: language, url: baseURL }]);
  await site.visit(`/property/${id}/`);
  await expect(site.page).toHaveURL(new RegExp(`/${language}/.+/${id}/$`));
}

/** The schema.org documents of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text)["@graph"] ?? []);
}

/** The point the map-app link opens: "latitude,longitude". */
async function linkedPoint(site: SitePage, name: string): Promise<string> {
  const href = await site.page.getByRole("link", { name }).getAttribute("href");
  expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[\d.]+%2C[\d.]+$/);
  return new URL(href ?? "").searchParams.get("query") ?? "";
}

for (const width of [390, 1440]) {
  for (const texts of languages) {
    for (const { id, hidden } of [
      { id: 1005, hidden: true },
      { id: 1001, hidden: false },
    ]) {
      test(`${width} px, ${texts.language}: property ${id}'s place, ${hidden ? "moved" : "exact"}, app link, JSON-LD`, async ({
        site,
        baseURL,
      }) => {
        const { page } = site;
        await page.setViewportSize({ width, height: 900 });
        const sent = otherOrigins(page, baseURL ?? "");
        const scripts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") scripts.push(request.url());
        });
        await visitProperty(site, id, texts.language, baseURL ?? "");
        // The map's code is not in the page's first JavaScript: it comes when the map nears the screen.
        expect(scripts.filter((url) => url.includes("leaflet"))).toEqual([]);
        const section = page.getByRole("region", { name: texts.heading, exact: true });
        await section.scrollIntoViewIfNeeded();
        const map = page.getByRole("region", { name: texts.region });
        await expect(map).toBeVisible();
        const pins = map.locator(".listing-map__pin");
        await expect(pins).toHaveCount(1);
        expect(scripts.filter((url) => url.includes("leaflet")).length).toBeGreaterThan(0);
        // The first view is centred on the one marker: the place.
        const [box, pin] = await Promise.all([map.boundingBox(), pins.boundingBox()]);
        const centre = (b: typeof box) => ({
          x: (b?.x ?? 0) + (b?.width ?? 0) / 2,
          y: (b?.y ?? 0) + (b?.height ?? 0) / 2,
        });
        expect(Math.abs(centre(pin).x - centre(box).x)).toBeLessThan(8);
        expect(Math.abs(centre(pin).y - centre(box).y)).toBeLessThan(8);
        // Keyboard: the map takes the focus (arrows pan, + and - zoom).
        await map.focus();
        await expect(map).toBeFocused();

        // The app link, the JSON-LD and the map give one point, moved when the address is hidden.
        const point = await linkedPoint(site, texts.openInApp);
        const [listing, breadcrumbs] = await jsonLd(page);
        const { contentLocation } = listing as {
          contentLocation: { geo: { latitude: number; longitude: number }; address: object };
        };
        expect(point).toBe(`${contentLocation.geo.latitude},${contentLocation.geo.longitude}`);
        expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");
        const visibleCrumbs = await page.locator(".breadcrumb li").allTextContents();
        expect(
          ((breadcrumbs?.itemListElement ?? []) as { name: string }[]).map((item) => item.name),
        ).toEqual(visibleCrumbs);
        if (hidden) {
          await expect(pins.first()).toHaveClass(/listing-map__pin--approximate/);
          await expect(map.getByRole("img", { name: texts.marker })).toHaveCount(1);
          await expect(section.getByText(texts.approximate)).toBeVisible();
          expect(contentLocation.address).not.toHaveProperty("streetAddress");
        } else {
          await expect(pins.first()).not.toHaveClass(/approximate/);
          await expect(section.getByText(texts.approximate)).toHaveCount(0);
          expect(contentLocation.address).toHaveProperty("streetAddress");
        }
        await page.waitForLoadState("networkidle");
        expect(sent).toEqual([]);
        await site.expectAccessible();
        await site.expectAllTexts();
        if (width === 1440) await site.screenshots(`property-place-${texts.language}-${id}`);
      });
    }
  }
}

test("the detailed map loads from its tile server only after the visitor's click", async ({
  site,
  baseURL,
}) => {
  const { page } = site;
  const tiles = await answerTiles(page);
  const texts = languages[0] ?? { loadDetailed: "", region: /./, heading: "" };
  await visitProperty(site, 1005, "fr", baseURL ?? "");
  await page.getByRole("region", { name: texts.heading, exact: true }).scrollIntoViewIfNeeded();
  const map = page.getByRole("region", { name: texts.region });
  await expect(map.locator(".listing-map__pin")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(tiles).toEqual([]);
  await expect(page.getByText("La carte détaillée vient de tile.openstreetmap.org")).toBeVisible();
  const asked = page.waitForRequest((request) => request.url().startsWith(tileHost));
  await page.getByRole("button", { name: texts.loadDetailed }).click();
  await asked;
  // Zoomed in on the street around the place (z 15), the marker still at its centre.
  expect(tiles.some((url) => url.startsWith(`${tileHost}15/`))).toBe(true);
  await expect(page.getByText("© OpenStreetMap contributors")).toBeVisible();
  await expect(page.getByRole("button", { name: texts.loadDetailed })).toHaveCount(0);
  await expect(map.locator(".listing-map__pin")).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await site.expectAccessible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the place keeps its address, the app link and the JSON-LD, and shows no empty map", async ({
    site,
    baseURL,
  }) => {
    const { page } = site;
    await visitProperty(site, 1001, "nl", baseURL ?? "");
    const section = page.getByRole("region", { name: "Ligging", exact: true });
    await expect(section).toContainText("Grand-Rue 102");
    await expect(section.locator(".listing-map__frame")).toBeHidden();
    const point = await linkedPoint(site, "Openen in uw kaart-app");
    const [listing] = await jsonLd(page);
    expect(listing?.["@type"]).toBe("RealEstateListing");
    expect(JSON.stringify(listing)).toContain(point.split(",")[0]);
  });
});
