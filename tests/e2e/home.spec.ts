import { expect, test, viewportWidths } from "./fixtures.ts";

const homes = [
  { path: "/en/", lang: "en", heading: "Your next home, chosen with care" },
  { path: "/nl/", lang: "nl", heading: "Uw volgende woning, met zorg gekozen" },
  { path: "/fr/", lang: "fr", heading: "Votre prochain chez-vous, choisi avec soin" },
  { path: "/de/", lang: "de", heading: "Ihr nächstes Zuhause, mit Sorgfalt ausgewählt" },
];

for (const home of homes) {
  test(`home page ${home.path} is server-rendered in its language and accessible`, async ({
    site,
  }) => {
    await site.visit(home.path);
    await expect(site.page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    await site.expectAccessible();
    await site.screenshots(`home-${home.lang}`);
  });
}

test("/ leads to the French home page", async ({ site }) => {
  await site.visit("/");
  await expect(site.page).toHaveURL(/\/fr\/$/);
});

test("the language switcher goes to the same page in another language", async ({ site }) => {
  await site.visit("/fr/");
  const switcher = site.page.getByRole("navigation", { name: "Langues" });
  await expect(switcher.getByRole("link", { name: "FR Français" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await switcher.getByRole("link", { name: "NL Nederlands" }).click();
  await expect(site.page).toHaveURL(/\/nl\/$/);
  await expect(site.page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(site.page.getByRole("heading", { level: 1 })).toHaveText(
    "Uw volgende woning, met zorg gekozen",
  );
});

test("the page works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/de/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ihr nächstes Zuhause, mit Sorgfalt ausgewählt",
  );
  await page.getByRole("link", { name: "EN English" }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await context.close();
});

test("a keyboard user can skip to the content", async ({ site }) => {
  await site.visit("/en/");
  await site.page.keyboard.press("Tab");
  const skip = site.page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(site.page.locator("main")).toBeFocused();
});

test("nothing is requested from another origin", async ({ site, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const foreign: string[] = [];
  site.page.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  await site.visit("/fr/");
  await site.page.reload();
  await site.page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

for (const width of viewportWidths) {
  test(`the home page fits a ${width} px wide screen without sideways scrolling`, async ({
    site,
  }) => {
    await site.page.setViewportSize({ width, height: 800 });
    await site.visit("/nl/");
    const overflow = await site.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}
