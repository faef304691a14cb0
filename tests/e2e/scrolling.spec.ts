import { expect, test } from "./fixtures.ts";

test("the back-to-top button appears once scrolled and brings the visitor back up", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 390, height: 700 });
  await site.visit("/fr/");
  const button = site.page.getByRole("button", { name: "Retour en haut" });
  await expect(button).toBeHidden();
  await site.page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await site.expectAccessible();
  await button.click();
  await expect.poll(() => site.page.evaluate(() => window.scrollY)).toBe(0);
  await expect(site.page.getByRole("link", { name: "Aller au contenu principal" })).toBeFocused();
  await expect(button).toBeHidden();
});

test("it jumps at once when the visitor prefers reduced motion", async ({ site }) => {
  await site.page.emulateMedia({ reducedMotion: "reduce" });
  await site.page.setViewportSize({ width: 390, height: 700 });
  await site.visit("/nl/");
  await site.page.mouse.wheel(0, 1500);
  const button = site.page.getByRole("button", { name: "Terug naar boven" });
  await expect(button).toBeVisible();
  await button.click();
  expect(await site.page.evaluate(() => window.scrollY)).toBe(0);
});

test("the header stays on screen and turns compact past 30 px of scroll", async ({ site }) => {
  await site.page.setViewportSize({ width: 1440, height: 800 });
  await site.visit("/en/");
  const header = site.page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(site.page.getByRole("link", { name: "Owner login" })).toBeVisible();
  const tall = (await header.boundingBox())?.height ?? 0;
  await site.page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(site.page.getByRole("link", { name: "Owner login" })).toBeHidden();
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height ?? 0).toBeLessThan(tall);
  await site.expectAccessible();
  await site.page.mouse.wheel(0, -2000);
  await expect(header).toHaveAttribute("data-scrolled", "false");
});
