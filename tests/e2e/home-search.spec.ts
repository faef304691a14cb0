import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §2 Home page search block, §5 Search, §7 (data held by the client): the demo agency has 66
// properties for sale and 26 for rent; Namur (Namen) 5000 has one for sale; 1001 is for sale.

const box = (site: SitePage, name: RegExp) => site.page.getByRole("combobox", { name });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the French block shows its title, counts and goal buttons, and finds a city", async ({
      site,
    }) => {
      const dataRequests: string[] = [];
      site.page.on("request", (request) => {
        if (request.url().includes("/search-data/")) dataRequests.push(request.url());
      });
      await site.visit("/fr/");
      const block = site.page.getByRole("search", { name: "Trouver un bien" });
      await expect(block.getByRole("heading", { name: "Trouver un bien" })).toBeVisible();
      await expect(block).toContainText("En ce moment, 66 biens à vendre et 26 à louer.");
      await expect(block.getByRole("button", { name: "À vendre (66)" })).toBeVisible();
      await expect(block.getByRole("button", { name: "À louer (26)" })).toBeVisible();
      const input = box(site, /référence, type ou commune/);
      await expect(input).toHaveAttribute("placeholder", "Référence, type, commune");
      // The data comes with the first focus, not with the page.
      expect(dataRequests).toEqual([]);

      await input.focus();
      await expect(site.page.getByText("Tapez une commune, un code postal")).toBeVisible();
      await input.fill("NAM");
      const listbox = site.page.getByRole("listbox", { name: "Résultats de la recherche" });
      await expect(listbox.getByRole("group", { name: "Communes" })).toContainText("Namur5000");
      await expect(site.page.getByRole("status").filter({ hasText: "résultat" })).toHaveText(
        "1 résultat",
      );
      expect(dataRequests).toHaveLength(1);
      expect(dataRequests[0]).toMatch(/\/search-data\/fr\.[\w-]+\.json$/);
      await site.expectAccessible();
      await site.screenshots(`home-search-fr-${width}`);

      await input.fill("");
      await expect(listbox).toBeHidden();
      await input.fill("mais");
      await expect(listbox.getByRole("option", { name: "Villa/Maison/Ferme" })).toBeVisible();
      await listbox.getByRole("option", { name: "Villa/Maison/Ferme" }).click();
      await expect(site.page).toHaveURL(/\/fr\/a-vendre\/\?type=1$/);
    });

    test("a keyboard user finds a Dutch city and a property by its ID", async ({ site }) => {
      await site.visit("/nl/");
      const input = box(site, /referentie, type of gemeente/);
      await input.focus();
      await input.pressSequentially("namen");
      const option = site.page.getByRole("option", { name: "Namen 5000" });
      await expect(option).toBeVisible();
      await expect(input).toHaveAttribute("aria-expanded", "true");
      await input.press("ArrowDown");
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(input).toHaveAttribute(
        "aria-activedescendant",
        (await option.getAttribute("id")) ?? "",
      );
      await input.press("Escape");
      await expect(option).toBeHidden();
      await expect(input).toHaveAttribute("aria-expanded", "false");
      await input.press("ArrowDown");
      await input.press("ArrowDown");
      await input.press("Enter");
      await expect(site.page).toHaveURL(/\/nl\/te-koop\/\?city=Namen$/);

      await site.visit("/nl/");
      await input.focus();
      await input.fill("1001");
      const property = site.page.getByRole("group", { name: "Pand" }).getByRole("option");
      await expect(property).toBeVisible();
      const thumbnail = property.locator("img");
      await expect(thumbnail).toHaveAttribute("width", "60");
      await expect(thumbnail).toHaveAttribute("height", "60");
      const text = (await property.locator(".home-search__text").textContent()) ?? "";
      expect(text.length).toBeGreaterThan(20);
      expect(text.length).toBeLessThanOrEqual(101);
      await site.expectAccessible();
      await site.screenshots(`home-search-nl-property-${width}`);
      await input.press("ArrowDown");
      await input.press("Enter");
      await expect(site.page).toHaveURL(/\/nl\/te-koop\/[^/]+\/[^/]+\/1001\/$/);
    });

    test("leaving the box closes the panel", async ({ site }) => {
      await site.visit("/fr/");
      const input = box(site, /référence, type ou commune/);
      await input.fill("liè");
      await expect(site.page.getByRole("option", { name: "Liège 4000" })).toBeVisible();
      await input.blur();
      await expect(site.page.getByRole("listbox")).toBeHidden();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the block is a form to the listing with the text as q", async ({ site }) => {
    await site.visit("/fr/");
    await box(site, /référence, type ou commune/).fill("Namur");
    await site.page.getByRole("button", { name: "À louer (26)" }).click();
    await expect(site.page).toHaveURL(/\/fr\/a-louer\/\?q=Namur$/);

    await site.visit("/nl/");
    const input = box(site, /referentie, type of gemeente/);
    await input.fill("Gent");
    await input.press("Enter");
    await expect(site.page).toHaveURL(/\/nl\/te-koop\/\?q=Gent$/);
  });
});
