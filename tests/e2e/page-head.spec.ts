import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §16: what the browser fetches for a first paint, as Chromium does it.

/** The paths of the photo files the page requests from now on. */
function photoRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/media/")) paths.push(pathname);
  });
  return paths;
}

const slideImages = (page: Page) => page.locator(".home-banner .slides__slide img");

test("the browser's own /favicon.ico request finds the site's icon", async ({ site }) => {
  await site.visit("/fr/");
  const icon = await site.page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/x-icon");
  const links = site.page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]');
  for (const href of await links.evaluateAll((all) => all.map((l) => l.getAttribute("href")))) {
    expect((await site.page.request.get(href ?? "")).status(), href ?? "").toBe(200);
  }
});

test("the home banner fetches its first photo once, preloaded, and the others when due", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 390, height: 844 });
  // The slideshow's timers run only when the test moves the clock.
  await site.page.clock.install({ time: new Date("2026-11-23T10:00:00Z") });
  await site.page.clock.pauseAt(new Date("2026-11-23T10:00:01Z"));
  const photos = photoRequests(site.page);
  await site.visit("/en/");
  await expect(slideImages(site.page)).toHaveCount(1);
  const first = await slideImages(site.page).evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc).pathname,
    fetchPriority: img.fetchPriority,
  }));
  expect(first.fetchPriority).toBe("high");
  // The banner is 742 px high on this phone and the photo covers it: about 1100 px wide.
  expect(first.src).toMatch(/\/1360\.avif$/);
  // The preload and the <picture> agree: one download of the first photo.
  expect(photos.filter((path) => path === first.src)).toHaveLength(1);
  // Half a slide's time before its turn, the next photo starts loading.
  await site.page.clock.runFor(3100);
  await expect(slideImages(site.page)).toHaveCount(2);
  await expect(slideImages(site.page).nth(1)).toHaveJSProperty("complete", true);
  // A visitor who jumps ahead gets that slide's photo at once.
  await site.page.locator(".home-banner").getByRole("button", { name: "Previous" }).click();
  await expect(slideImages(site.page)).toHaveCount(3);
});

test("without JavaScript, the banner shows and fetches its first photo only", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/en/");
  await page.waitForLoadState("networkidle");
  await expect(slideImages(page)).toHaveCount(1);
  await expect(slideImages(page)).toBeVisible();
  await expect(slideImages(page)).toHaveJSProperty("complete", true);
  await context.close();
});

test("a listing loads its first row of photos at once, not what is further down", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/en/for-sale/");
  const cards = site.page.locator(".card-grid img");
  expect(await cards.count()).toBeGreaterThan(8);
  const loading = await cards.evaluateAll((all) =>
    all.slice(0, 6).map((img) => (img as HTMLImageElement).loading),
  );
  expect(loading).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  await expect(cards.first()).toHaveJSProperty("fetchPriority", "high");
});

test("a property page's main photo comes at the width of its box", async ({
  site,
  browser,
  baseURL,
}) => {
  await site.visit("/en/for-sale/");
  const property = await site.page.locator(".property-card__link").first().getAttribute("href");
  // The phone Lighthouse emulates: 412 px wide at a device pixel ratio of 1.75.
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    baseURL,
  });
  const page = await phone.newPage();
  await page.goto(property ?? "");
  const main = page.locator(".gallery__item img").first();
  await expect(main).toHaveJSProperty("complete", true);
  await expect(main).toHaveJSProperty("fetchPriority", "high");
  // The row less its 1rem margins (docs/requirements.md §13 gallery: the main photo spans a phone's page): 380 px,
  // 665 device pixels, so the 800 px file rather than 1360.
  expect(await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /\/800\.avif$/,
  );
  await phone.close();
});

/** What the page fetched of its scripts and web fonts, and when, against its first contentful paint. */
function scriptsAndFonts(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const fetched = performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => /\.(js|woff2)$/.test(path));
    const loadedFonts = [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replaceAll('"', ""));
    return { paint, fetched, loadedFonts };
  });
}

test("the page is drawn before a script or a web font is fetched; then it hydrates in its fonts", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 390, height: 844 });
  await site.visit("/fr/");
  const { paint, fetched, loadedFonts } = await scriptsAndFonts(site.page);
  expect(paint).toBeGreaterThan(0);
  expect(fetched.filter(({ path }) => path.endsWith(".js")).length).toBeGreaterThan(3);
  for (const { path, start } of fetched) expect(start, path).toBeGreaterThanOrEqual(paint ?? 0);
  expect(loadedFonts).toEqual(expect.arrayContaining(["Inter Variable", "Fraunces Variable"]));
  // Hydrated: a link now changes the page without loading a new document.
  await site.page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await site.page.locator('main a[href^="/fr/a-vendre/"]').first().click();
  await expect(site.page).toHaveURL(/\/fr\/a-vendre\/[^/]+\/[^/]+\/\d+\/$/);
  expect(await site.page.evaluate(() => "sameDocument" in window)).toBe(true);
  await site.expectAccessible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is drawn in its web fonts", async ({ site }) => {
    await site.visit("/nl/");
    const { fetched, loadedFonts } = await scriptsAndFonts(site.page);
    expect(fetched.filter(({ path }) => path.endsWith(".js"))).toEqual([]);
    expect(loadedFonts).toEqual(expect.arrayContaining(["Inter Variable", "Fraunces Variable"]));
  });
});
