import type { Page } from "@playwright/test";
import { property as en } from "#app/locales/en/property.ts";
import { property as fr } from "#app/locales/fr/property.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §13 "Photos" (§2 Property detail, §9 Slider): the gallery's mosaic, the lightbox and
// its slideshow, and the photos without JavaScript. Demo property 1001 has 15 photos.
const property = 1001;
const total = 15;
const texts = { en: en.gallery, fr: fr.gallery };
type Language = keyof typeof texts;

async function visitProperty(site: SitePage, language: Language, width: number) {
  await site.page.setViewportSize({ width, height: 900 });
  await site.page
    .context()
    .addCookies([{ name: "lang", value: language, url: test.info().project.use.baseURL ?? "" }]);
  await site.visit(`/property/${property}/`);
  await expect(site.page).toHaveURL(new RegExp(`^[^?]*/${language}/.*/${property}/$`));
}

const photos = (page: Page) => page.getByRole("region", { name: /^Photos$/ });
const lightbox = (page: Page) => page.getByRole("dialog");

/**
 * The mosaic has no hole: every point of its box lies on a photo or in the 8 px gap between two
 * (an empty cell would leave points far from any photo).
 */
async function expectNoHoles(page: Page) {
  const { grid, items } = await photos(page)
    .getByRole("list")
    .first()
    .evaluate((list) => {
      const box = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      return { grid: box(list), items: [...list.children].map(box) };
    });
  expect(items).toHaveLength(5);
  const near = 9;
  const holes: string[] = [];
  for (let i = 0; i <= 40; i++)
    for (let j = 0; j <= 20; j++) {
      const x = grid.x + (grid.width * i) / 40;
      const y = grid.y + (grid.height * j) / 20;
      const covered = items.some(
        (item) =>
          x >= item.x - near &&
          x <= item.x + item.width + near &&
          y >= item.y - near &&
          y <= item.y + item.height + near,
      );
      if (!covered) holes.push(`${Math.round(x)},${Math.round(y)}`);
    }
  expect(holes, "points of the mosaic on no photo").toEqual([]);
}

for (const [language, width] of [
  ["fr", 390],
  ["fr", 1440],
  ["en", 390],
  ["en", 1440],
] as const) {
  test(`${language} at ${width} px: a mosaic without holes, and a lightbox on the clicked photo`, async ({
    site,
  }) => {
    const { page } = site;
    await visitProperty(site, language, width);
    await expectNoHoles(page);
    const all = page.getByRole("button", {
      name: texts[language].allPhotos.replace("{{total}}", `${total}`),
    });
    await expect(all).toBeVisible();
    await site.expectAccessible();
    await site.screenshots(`property-gallery-${language}`);

    await photos(page).getByRole("link").nth(2).click();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
    const caption = language === "fr" ? `Photo 3 sur ${total}` : `Photo 3 of ${total}`;
    await expect(dialog.locator("figure[aria-hidden='false'] figcaption")).toHaveText(caption);
    // Both neighbours are in the page and loaded before the visitor moves to them.
    const waiting = dialog.locator("figure[aria-hidden='true'] img");
    await expect(waiting).toHaveCount(2);
    for (const img of await waiting.all()) await expect(img).toHaveJSProperty("complete", true);
    // Every control is at least 24 x 24 CSS px (WCAG 2.5.8).
    for (const button of await dialog.getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    await site.expectAccessible();
    await site.screenshots(`property-lightbox-${language}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

test("the lightbox shows the largest useful variant on a large screen", async ({ site }) => {
  await visitProperty(site, "en", 1440);
  await photos(site.page).getByRole("link").first().click();
  const shown = lightbox(site.page).locator("figure[aria-hidden='false'] img");
  // 1440 px wide, 900 high: the photo fits about 1180 px wide, so the browser takes the 1360 variant.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/1360\.avif$/);
});

for (const [language, width] of [
  ["en", 1440],
  ["fr", 390],
] as const) {
  test(`${language} at ${width} px: the lightbox with the keyboard only`, async ({ site }) => {
    const { page } = site;
    await visitProperty(site, language, width);
    const links = photos(page).getByRole("link");
    const second = links.nth(1);
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      if (await links.first().evaluate((link) => link === document.activeElement)) break;
    }
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Round the start: before the first photo comes the last.
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
}

test("the slideshow with the keyboard only: Tab to its button, Enter plays, Space pauses", async ({
  site,
}) => {
  const { page } = site;
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await visitProperty(site, "fr", 390);
  await page.clock.pauseAt(new Date("2026-06-01T11:00:00Z"));
  const first = photos(page).getByRole("link").first();
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = lightbox(page);
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  const play = dialog.getByRole("button", { name: fr.gallery.play });
  for (let i = 0; i < 8 && !(await play.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(play).toBeFocused();
  await page.keyboard.press("Enter");
  await page.clock.runFor(5000);
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  const pause = dialog.getByRole("button", { name: fr.gallery.pause });
  await expect(pause).toBeFocused();
  await page.keyboard.press("Space");
  await page.clock.runFor(15000);
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(first).toBeFocused();
});

test("the slideshow turns every 5 s, pauses on its button, when the tab is hidden and when closed", async ({
  site,
}) => {
  const { page } = site;
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await visitProperty(site, "en", 1440);
  // From here the page's time moves only when the test says so, however busy the machine is.
  await page.clock.pauseAt(new Date("2026-06-01T11:00:00Z"));
  await photos(page)
    .getByRole("button", { name: `All ${total} photos` })
    .click();
  const dialog = lightbox(page);
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  const current = dialog.locator("figure[aria-hidden='false']");
  expect(await current.evaluate((f) => getComputedStyle(f).transitionDuration)).toBe("0.5s");

  await dialog.getByRole("button", { name: en.gallery.play }).click();
  await page.clock.runFor(5000);
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.clock.runFor(5000);
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  await dialog.getByRole("button", { name: en.gallery.pause }).click();
  await page.clock.runFor(15000);
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();

  // A hidden tab stops it.
  await dialog.getByRole("button", { name: en.gallery.play }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect(dialog.getByRole("button", { name: en.gallery.play })).toBeVisible();
  await page.clock.runFor(15000);
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, "hidden", { value: false, configurable: true });
  });

  // Closing stops it: opened again, it waits for its button.
  await dialog.getByRole("button", { name: en.gallery.play }).click();
  await dialog.getByRole("button", { name: en.gallery.close }).click();
  await expect(dialog).toBeHidden();
  await photos(page).getByRole("link").first().click();
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  await page.clock.runFor(15000);
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();

  // A swipe to the left shows the next photo, to the right the previous one.
  const stage = await current.boundingBox();
  if (!stage) throw new Error("no photo shown");
  const y = stage.y + stage.height / 2;
  await page.mouse.move(stage.x + stage.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.3, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
});

test("under reduced motion the photos change at once, and the slideshow still turns", async ({
  site,
}) => {
  const { page } = site;
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install({ time: new Date("2026-06-01T10:00:00Z") });
  await visitProperty(site, "fr", 390);
  await page.clock.pauseAt(new Date("2026-06-01T11:00:00Z"));
  await photos(page).getByRole("link").first().click();
  const dialog = lightbox(page);
  const current = dialog.locator("figure[aria-hidden='false']");
  expect(await current.evaluate((f) => getComputedStyle(f).transitionDuration)).toBe("0s");
  await dialog.getByRole("button", { name: fr.gallery.next }).click();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  expect(await current.evaluate((f) => getComputedStyle(f).opacity)).toBe("1");
  await dialog.getByRole("button", { name: fr.gallery.play }).click();
  await page.clock.runFor(5000);
  await expect(dialog.getByText(`3 / ${total}`)).toBeVisible();
  // axe waits on timers: the page's time flows again.
  await page.clock.resume();
  await site.expectAccessible();
});

test("the lightbox's code is fetched only once the visitor comes to the photos", async ({
  site,
}) => {
  const { page } = site;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await visitProperty(site, "en", 1440);
  expect(scripts.length, "the page's own scripts").toBeGreaterThan(0);
  expect(scripts.filter((url) => /lightbox/i.test(url))).toEqual([]);
  await expect(page.locator("link[href*='lightbox']")).toHaveCount(0);
  await photos(page).getByRole("link").nth(1).click();
  await expect(lightbox(page).getByText(`2 / ${total}`)).toBeVisible();
  expect(scripts.filter((url) => /\/assets\/lightbox-[\w-]+\.js$/.test(url))).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every photo is a link to its large variant, the ones past the mosaic listed below it", async ({
    site,
  }) => {
    // Each photo's 1600 px JPEG is made on its first request: slow on a busy machine.
    test.setTimeout(180_000);
    const { page } = site;
    await visitProperty(site, "fr", 390);
    const links = photos(page).locator("a[href^='/media/']");
    await expect(links).toHaveCount(total);
    const all = photos(page).getByRole("link", { name: `Les ${total} photos` });
    await expect(all).toBeVisible();
    await expect(photos(page).getByRole("button")).toHaveCount(0);
    await all.click();
    // The first photos past the mosaic, side by side.
    await expect(links.nth(5)).toBeInViewport();
    const [left, right] = [await links.nth(5).boundingBox(), await links.nth(6).boundingBox()];
    expect(right?.y).toBe(left?.y);
    expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0));
    for (const link of await links.all()) {
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/media\/\d+-[0-9a-f]{12}\/1600\.jpg$/);
      const response = await page.request.get(href, { timeout: 60_000 });
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
    }
    // (axe needs the page's JavaScript: the same markup is checked with it above.)
    await site.screenshots("property-gallery-no-js-fr");
  });
});
