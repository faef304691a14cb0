import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, type SitePage, test } from "./fixtures.ts";
import { inside, pdfPages } from "./pdf-pages.ts";

// docs/requirements.md §2 Property detail "print": a print button, and a print stylesheet that makes the page an A4
// brochure (letterhead, photos, title, price, facts, energy, the whole description, the agency's
// contact and a QR code to the page) without menu, header, footer, cookie dialog or buttons.

// A demo flat for sale whose price the CRM keeps private (PublishPrice false): € 165.000.
const hiddenPrice = "/property/1020/";
const priceTexts = ["165.000", "165000", "165 000", "165,000"];
// print.css @page margins, in millimetres.
const brochureMargins = { top: 12, right: 14, bottom: 14, left: 14 };
const marginsOf = (margins: typeof brochureMargins) =>
  Object.fromEntries(Object.entries(margins).map(([side, mm]) => [side, `${mm}mm`]));

/** The property's page in a language, from its original address and the page's alternate links. */
async function visitIn(site: SitePage, language: string) {
  await site.visit(hiddenPrice);
  const href = await site.page
    .locator(`link[rel="alternate"][hreflang="${language}"]`)
    .getAttribute("href");
  await site.visit(new URL(href ?? "").pathname);
}

/** Lets a test see that the button prints, without a print dialog. */
async function recordPrints(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

for (const { language, button } of [
  { language: "en", button: "Print brochure" },
  { language: "fr", button: "Imprimer la brochure" },
]) {
  test(`the page has a print button in ${language}, at 390 and 1440 px`, async ({ site }) => {
    for (const width of [390, 1440]) {
      await site.page.setViewportSize({ width, height: 900 });
      await visitIn(site, language);
      const print = site.page.getByRole("button", { name: button });
      await expect(print).toBeVisible();
      await recordPrints(site.page);
      await print.click();
      expect(
        await site.page.evaluate(() => (window as unknown as { printed: number }).printed),
      ).toBe(1);
      // The print-only parts stay off the screen.
      await expect(site.page.getByRole("img", { name: /QR/ })).toBeHidden();
      await site.expectAccessible();
    }
    await site.screenshots(`property-print-${language}`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no print button that would do nothing", async ({ site }) => {
    await visitIn(site, "en");
    await expect(site.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(site.page.getByRole("button", { name: "Print brochure" })).toHaveCount(0);
  });
});

test.describe("printed", () => {
  // A first visitor: the cookie dialog is open on screen, and must not be on paper.
  test.use({ storedConsent: null });

  test("the page prints as an A4 brochure of one to three pages, no photo cut", async ({
    site,
  }) => {
    await visitIn(site, "en");
    await expect(site.page.getByRole("dialog")).toBeVisible();
    const pdf = await site.page.pdf({ format: "A4", printBackground: true });
    // With SCREENSHOTS=1 the brochure is kept to look at (e.g. pdftoppm -png).
    if (process.env.SCREENSHOTS) await writeFile("tests/e2e/screenshots/property-print.pdf", pdf);
    const pages = pdfPages(pdf, brochureMargins);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(3);
    const images = pages.flatMap((page) => page.images.map((image) => ({ image, page })));
    // The logo, the main photo and two more: lazy photos would be missing from the paper.
    expect(images.length).toBe(4);
    for (const { image, page } of images) expect(inside(image, page.content)).toBe(true);
  });

  test("the photo check sees a photo that a page break cuts", async ({ page }) => {
    await page.goto(hiddenPrice);
    const photo = await page.locator('main img[src$=".jpg"]').first().getAttribute("src");
    // A box of fixed height across the end of the first page, its photo positioned inside: Chromium
    // slices such a photo, as it would any photo of the brochure that could break.
    await page.route("**/cut-photo/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<div style="height:900px"></div><div style="position:relative;height:300px"><img src="${photo}" alt="" style="position:absolute;inset:0;width:100%;height:100%"></div>`,
      }),
    );
    await page.goto("/cut-photo/");
    await expect(page.locator("img")).toHaveJSProperty("complete", true);
    const pdf = await page.pdf({ format: "A4", margin: marginsOf(brochureMargins) });
    const pages = pdfPages(pdf, brochureMargins);
    const cut = pages.flatMap((p) => p.images.filter((image) => !inside(image, p.content)));
    expect(cut).toHaveLength(2);
  });

  test("on paper: the property and its contact, no menu, footer, dialog or buttons", async ({
    site,
  }) => {
    await visitIn(site, "en");
    const description = await site.page
      .getByRole("region", { name: "Description" })
      .locator("p")
      .allTextContents();
    await site.page.emulateMedia({ media: "print" });
    // The width of A4 paper inside the brochure's margins (182 mm at 96 px to the inch).
    await site.page.setViewportSize({ width: 688, height: 1024 });
    const page = site.page;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Price on request").first()).toBeVisible();
    for (const hidden of [
      page.locator("header.site-header"),
      page.getByRole("navigation", { name: "Main menu" }),
      page.getByRole("navigation", { name: "Breadcrumb" }),
      page.getByRole("contentinfo"),
      page.getByRole("dialog"),
      page.getByRole("heading", { name: "Similar properties" }),
    ])
      await expect(hidden).toBeHidden();
    await expect(page.locator("button:visible, a.button:visible")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "QR code to this property's page" })).toBeVisible();
    // The whole description, every paragraph shown in full.
    const section = page.getByRole("region", { name: "Description" });
    expect(description.length).toBeGreaterThan(0);
    for (const text of description) await expect(section.getByText(text)).toBeVisible();
    expect(await section.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    // The agency's contact, its phone as Belgians write it.
    await expect(page.getByText(/02 345 67 89 · info@/)).toBeVisible();
    // The price the agency keeps private is nowhere on the paper.
    const printed = await page.locator("body").innerText();
    for (const price of priceTexts) expect(printed).not.toContain(price);
  });
});
