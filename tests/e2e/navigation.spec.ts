import { expect, test } from "./fixtures.ts";

// docs/requirements.md §2 Header menu, drawer and language switcher, by keyboard only; the content pages with axe.

test("the menu opens a child list by keyboard and Escape closes it", async ({ site }) => {
  await site.page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/fr/");
  const menu = site.page.getByRole("navigation", { name: "Menu principal" });
  const toggle = menu.getByRole("button", { name: "À propos : autres pages" });
  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await site.page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const child = menu.getByRole("link", { name: "Nos services" });
  await expect(child).toBeVisible();
  await site.expectAccessible();
  await site.page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await site.page.keyboard.press("Enter");
  await site.page.keyboard.press("Tab");
  await expect(child).toBeFocused();
  await site.page.keyboard.press("Enter");
  await expect(site.page).toHaveURL(/\/fr\/a-propos\/nos-services\/$/);
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText("Nos services");
  await expect(menu.getByRole("link", { name: "Nos services" })).toBeHidden();
});

test("the drawer on a phone keeps focus inside and closes with Escape", async ({ site }) => {
  await site.page.setViewportSize({ width: 390, height: 800 });
  await site.visit("/nl/");
  const open = site.page.getByRole("button", { name: "Menu" });
  await open.focus();
  await site.page.keyboard.press("Enter");
  const drawer = site.page.getByRole("dialog", { name: "Hoofdmenu" });
  await expect(drawer).toBeVisible();
  await site.expectAccessible();
  for (let i = 0; i < 20; i++) {
    await site.page.keyboard.press("Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await site.page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await drawer.getByRole("link", { name: "Over ons" }).click();
  await expect(site.page).toHaveURL(/\/nl\/over-ons\/$/);
  await expect(drawer).toBeHidden();
});

test("the language switcher keeps the visitor on the same page", async ({ site }) => {
  await site.page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/fr/documents-et-info/");
  const link = site.page
    .getByRole("navigation", { name: "Langues" })
    .getByRole("link", { name: "DE Deutsch" });
  await link.focus();
  await site.page.keyboard.press("Enter");
  await expect(site.page).toHaveURL(/\/de\/dokumente-und-infos\/$/);
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText("Dokumente und Infos");
});

const pages = [
  ["/fr/a-propos/", "À propos"],
  ["/nl/documenten-en-info/", "Documenten en info"],
  ["/en/contact/", "Contact"],
  ["/de/zu-verkaufen/", "Zu verkaufen"],
  ["/fr/estimation-gratuite/", "Estimation gratuite de votre bien"],
  ["/en/documents/purchase-offer/", "Purchase offer"],
  ["/nl/cookiebeleid/", "Cookiebeleid"],
] as const;

for (const [path, heading] of pages) {
  test(`${path} shows its content accessibly`, async ({ site }) => {
    await site.visit(path);
    await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await site.expectAccessible();
    await site.screenshots(`page${path.replace(/\W+/g, "-")}`);
  });
}

test("an original path moves to the page in the visitor's language", async ({ site }) => {
  await site.visit("/nl/");
  await site.visit("/A-propos-de-nous/");
  await expect(site.page).toHaveURL(/\/nl\/over-ons\/$/);
});

test("the documents page offers each form as a PDF", async ({ site }) => {
  await site.visit("/fr/documents-et-info/");
  const link = site.page.getByRole("link", { name: /Offre d'achat \(FR\)\.pdf/ });
  const response = await site.page.request.get((await link.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toBe("application/pdf");
});

test("the desktop header keeps one row in every language from 1280 px", async ({ site }) => {
  await site.page.setViewportSize({ width: 1280, height: 900 });
  for (const language of ["en", "nl", "fr", "de"]) {
    await site.visit(`/${language}/`);
    const row = await site.page.locator(".site-header__inner").evaluate((inner) => {
      const tops = [...inner.querySelectorAll(".main-menu a, .site-header__cta")]
        .map((element) => element.getBoundingClientRect())
        .map((box) => ({ top: box.top, height: box.height }));
      const brand = inner.querySelector(".site-header__logo")?.getBoundingClientRect().height;
      return { overflows: inner.scrollWidth > inner.clientWidth, tops, brand };
    });
    expect(row.overflows, language).toBe(false);
    // Every entry stays on one line: none is more than a line and a half of 16 px text tall.
    for (const box of row.tops) expect(box.height, language).toBeLessThanOrEqual(48);
    // The demo agency's brand is its logo, 125 px high at the top (docs/requirements.md §2 Header).
    expect(row.brand, language).toBe(125);
  }
});

test("each page has its texts after client navigations: home, a property, a valuation, home", async ({
  site,
}) => {
  const heading = (name: string) => site.page.getByRole("heading", { name, exact: true });
  await site.visit("/en/");
  // A value on window survives client navigations only: each step below is one.
  await site.page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await site.page
    .getByRole("region", { name: "Latest offers" })
    .locator("article a")
    .first()
    .click();
  await expect(site.page).toHaveURL(/\/en\/(for-sale|for-rent|projects)\/([a-z0-9-]+\/)+\d+\/$/);
  await expect(heading("Interested in this property?")).toBeVisible();
  await expect(heading("Description")).toBeVisible();
  await site.expectAllTexts();

  await site.page.getByRole("link", { name: "Free valuation" }).first().click();
  await expect(heading("How it works")).toBeVisible();
  await site.expectAllTexts();

  await site.page.goBack();
  await site.page.goBack();
  await expect(site.page).toHaveURL(/\/en\/$/);
  await expect(heading("Latest offers")).toBeVisible();
  await site.expectAllTexts();
  expect(await site.page.evaluate(() => "sameDocument" in window)).toBe(true);
});
