import { expect, type SitePage, test } from "./fixtures.ts";
import { soldListedPort } from "./ports.ts";

// docs/requirements.md §12 "Sold, rented and option markers on cards": on the demo agency as it is, sold and rented
// properties leave the lists (its lists count what the home page's stats count). Here the same agency
// keeps them (`listings.soldListed`, served by playwright.config.ts's second server): its 66 properties
// for sale come first, then its 4 sold ones stamped VENDU; its 26 for rent, then 4 stamped LOUÉ. The
// properties under option (4 for sale) show their marker among the ones on offer.

test.use({ baseURL: `http://127.0.0.1:${soldListedPort}` });

const languages = [
  {
    sale: "/fr/a-vendre/",
    rent: "/fr/a-louer/",
    sold: "VENDU",
    rented: "LOUÉ",
    option: "Sous option",
    pages: (total: number) => `[${total} objets]`,
  },
  {
    sale: "/nl/te-koop/",
    rent: "/nl/te-huur/",
    sold: "VERKOCHT",
    rented: "VERHUURD",
    option: "In optie",
    pages: (total: number) => `[${total} objecten]`,
  },
];

/**
 * The ribbon each card of the list shows (as seen: upper case where CSS makes it so), page after page.
 * Each card is brought on screen first: cards far below it are drawn only when they come near it.
 */
async function ribbonsOf(site: SitePage, path: string, pages: number): Promise<string[]> {
  const ribbons: string[] = [];
  for (let page = 1; page <= pages; page++) {
    await site.visit(`${path}?per-page=24&page=${page}`);
    for (const card of await site.page.locator(".property-card").all()) {
      const ribbon = card.locator(".property-card__ribbon");
      await card.scrollIntoViewIfNeeded();
      ribbons.push((await ribbon.count()) > 0 ? await ribbon.innerText() : "");
    }
  }
  return ribbons;
}

for (const width of [390, 1440]) {
  for (const language of languages) {
    test.describe(`${language.sale} and ${language.rent} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("sold cards carry their stamp, after every one on offer; option cards their marker", async ({
        site,
      }) => {
        // Three pages of 24 cards with axe: more than the default 30 s on a busy machine.
        test.slow();
        const ribbons = await ribbonsOf(site, language.sale, 3);
        await expect(site.page).toHaveTitle(new RegExp(`\\${language.pages(70)}`));
        expect(ribbons).toHaveLength(70);
        expect(ribbons.slice(66)).toEqual(Array(4).fill(language.sold));
        expect(ribbons.slice(0, 66)).not.toContain(language.sold);
        expect(ribbons.filter((ribbon) => ribbon === language.option)).toHaveLength(4);
        // The last page ends with the stamped cards, seen as a visitor sees them.
        const last = site.page.locator(".property-card").last();
        await expect(last.locator(".property-card__ribbon")).toBeVisible();
        await site.expectAccessible();
        await site.screenshots(`listing-stamps-${language.sale.slice(1, 3)}`);
      });

      test("rented cards carry their stamp, after every one on offer", async ({ site }) => {
        test.slow();
        const ribbons = await ribbonsOf(site, language.rent, 2);
        await expect(site.page).toHaveTitle(new RegExp(`\\${language.pages(30)}`));
        expect(ribbons).toHaveLength(30);
        expect(ribbons.slice(26)).toEqual(Array(4).fill(language.rented));
        expect(ribbons.slice(0, 26)).not.toContain(language.rented);
        await site.expectAccessible();
      });
    });
  }
}
