import type { Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §12 "Also found, tried as a new visitor would": what a first visitor met, checked at a phone's
// and a desktop's width in French and Dutch.
const cases = [
  { language: "fr", width: 390, privacy: "Votre vie privée, votre choix", accept: "Tout accepter" },
  { language: "nl", width: 1440, privacy: "Uw privacy, uw keuze", accept: "Alles aanvaarden" },
] as const;

for (const { language, width, privacy, accept } of cases) {
  test.describe(`${language} at ${width} px`, () => {
    test.beforeEach(({ site }) => site.page.setViewportSize({ width, height: 800 }));

    test("the header shows the agency's logo, compact only once scrolled more than 30 px", async ({
      site,
    }) => {
      await site.visit(`/${language}/`);
      const header = site.page.getByRole("banner");
      const logo = header.getByRole("img", { name: "Immo Lumière", exact: true });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const height = async () => Math.round((await logo.boundingBox())?.height ?? 0);
      // docs/requirements.md §2 Header: 125 px, 75 once scrolled; phones draw it at 60 % of that (shell.css).
      const [top, scrolled] = width >= 767 ? [125, 75] : [75, 45];
      await expect.poll(height).toBe(top);
      await site.expectAccessible();
      await site.screenshots(`visitor-fixes-header-${language}`);
      const scrollTo = (y: number) => site.page.evaluate((to) => window.scrollTo(0, to), y);
      await scrollTo(31);
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expect.poll(height).toBe(scrolled);
      await site.expectAccessible();
      await scrollTo(30);
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await expect.poll(height).toBe(top);
    });

    test("old and capitalised addresses lead to their page in the visitor's language", async ({
      site,
    }) => {
      const listing = language === "fr" ? "a-vendre" : "te-koop";
      const register = language === "fr" ? "enregistrer-ma-recherche" : "zoekopdracht-registreren";
      await site.visit(`/${language.toUpperCase()}/${listing.toUpperCase()}/?page=1`);
      await expect(site.page).toHaveURL(new RegExp(`/${language}/${listing}/\\?page=1$`));
      // docs/requirements.md §2 /demand-register/: the demand register's page (§14).
      await site.visit("/demand-register/");
      await expect(site.page).toHaveURL(new RegExp(`/${language}/${register}/$`));
      await site.visit("/login/");
      await expect(site.page).toHaveURL(new RegExp(`/${language}/login/$`));
      await site.expectAccessible();
    });

    test.describe("a first visitor", () => {
      test.use({ storedConsent: null });

      test("who accepts and follows a link at once is not asked again", async ({ site }) => {
        await site.visit(`/${language}/`);
        // The choice's post is still on its way when the visitor is on the next page (a slow network).
        const held: Route[] = [];
        await site.page.route(
          (url) => url.pathname.startsWith("/consent"),
          (route) => {
            held.push(route);
          },
        );
        // Accepting loads the tag managers: an empty script stands in for them.
        await site.page.route(
          /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
          (route) => route.fulfill({ contentType: "text/javascript", body: "" }),
        );
        const dialog = site.page.getByRole("dialog", { name: privacy });
        await dialog.getByRole("button", { name: accept }).click();
        await expect.poll(() => held.length).toBe(1);
        const link = site.page.locator("main a[href^='/']").first();
        const target = (await link.getAttribute("href")) ?? "";
        const home = (await site.page.getByRole("heading", { level: 1 }).textContent()) ?? "";
        await link.click();
        await expect(site.page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
        // The next page is drawn (its address comes first): a reload before that would find the home
        // page's scroll position remembered for the new address (React Router's ScrollRestoration).
        await expect(site.page.getByRole("heading", { level: 1 })).not.toHaveText(home);
        await expect(dialog).toBeHidden();
        // A page loaded anew (a new tab, a reload) knows the choice too.
        await site.page.reload();
        await expect(site.page.getByRole("dialog")).toHaveCount(0);
        // Checked once the page has settled, as every visit is: scripts and fonts come after its first
        // paint, and the scroll position is restored by them.
        await site.page.waitForLoadState("networkidle");
        await site.expectAccessible();
      });
    });
  });
}

test("the home banner offers its photo 1920 px wide to desktops (docs/requirements.md §9)", async ({
  site,
}) => {
  await site.page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/fr/");
  const sources = site.page.locator(".home-banner source[type='image/avif']").first();
  await expect(sources).toHaveAttribute("srcset", / 1920w$/);
});
