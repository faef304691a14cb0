import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §13 "Energy" and "Every detail the CRM gives": the EPC block of each region (docs/requirements.md §9), the
// Flemish renovation note, every detail in groups, the money and legal blocks in Belgian grouping.
// The demo properties used here are listed in scripts/demo/details.test.ts and docs/features.md.

/** Opens a demo property by its original path (docs/requirements.md §2), in a language. */
async function openProperty(page: Page, id: number, language: string) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "lang", value: language, url }]);
  const response = await page.goto(`/property/${id}/`);
  expect(response?.status(), `property ${id}`).toBe(200);
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${language}/.+/${id}/$`));
  await page.waitForLoadState("networkidle");
}

const widths = [390, 1440] as const;
const belgianEuros = /^€\s\d{1,3}(\.\d{3})+$/;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("a Flemish home for sale labelled E: its scale, the renovation note, legal and money blocks", async ({
      site,
    }) => {
      await openProperty(site.page, 1031, "en");
      const energy = site.page.getByRole("region", { name: "Energy performance" });
      await expect(energy).toContainText("Energy label E, on the Flemish scale from A+ to F.");
      const scale = energy.getByRole("list", { name: "The Flemish scale of energy labels" });
      await expect(scale.getByRole("listitem")).toHaveText(["A+", "A", "B", "C", "D", /^E/, "F"]);
      await expect(scale.locator('[aria-current="true"]')).toHaveText("E (this property)");
      await expect(energy).toContainText("445 kWh/m² a year");
      await expect(energy).toContainText(/Certificate number\s*\d{8}-\d{7}-\d/);
      await expect(energy).toContainText(
        "whoever buys a home labelled E or F (since 2023) must bring it to label D or better within 5 years",
      );

      const legal = site.page.getByRole("region", { name: "Legal information" });
      await expect(legal.getByRole("term")).toContainText(["Flood risk", "Planning designation"]);
      await expect(legal.getByRole("term")).toContainText(["Asbestos certificate"]);
      await expect(legal).toContainText(/Cadastral income\s*€\s1\.260/);
      await expect(legal).toContainText(/Planning summons\s*No/);
      await site.expectAccessible();
      await site.expectAllTexts();
      if (width === 1440) await site.screenshots("property-details-flanders");
    });

    test("a Walloon house in French: the Walloon scale from A++ to G, no renovation note", async ({
      site,
    }) => {
      await openProperty(site.page, 1026, "fr");
      const energy = site.page.getByRole("region", { name: "Performance énergétique" });
      await expect(energy).toContainText(
        "Label énergétique A+, sur l'échelle wallonne de A++ à G.",
      );
      await expect(energy.getByRole("listitem")).toHaveCount(9);
      await expect(energy.locator('[aria-current="true"]')).toHaveText("A+ (ce bien)");
      await expect(energy).not.toContainText("Obligation de rénovation");
      const details = site.page.getByRole("region", { name: "Caractéristiques" });
      await expect(details.getByRole("heading", { name: "Surfaces" })).toBeVisible();
      await expect(details).toContainText(/Surface habitable\s*\d{1,3}(\.\d{3})* m²/);
      const money = site.page.getByRole("region", { name: "Prix et frais" });
      const amounts = money.getByRole("definition");
      await expect(amounts).toHaveText([belgianEuros, belgianEuros, belgianEuros]);
      await expect(money.getByRole("term")).toHaveText([
        "Prix",
        "Frais de notaire",
        "Droits d'enregistrement",
      ]);
      const legal = site.page.getByRole("region", { name: "Informations légales" });
      await expect(legal).toContainText(/Revenu cadastral\s*€\s2\.277/);
      await site.expectAccessible();
      if (width === 1440) await site.screenshots("property-details-wallonia");
    });

    test("a Brussels property in Dutch: the 19 classes with their sub-classes", async ({
      site,
    }) => {
      await openProperty(site.page, 1068, "nl");
      const energy = site.page.getByRole("region", { name: "Energieprestatie" });
      await expect(energy).toContainText("Energielabel E-, op de Brusselse schaal van A+ tot G.");
      const scale = energy.getByRole("listitem");
      await expect(scale).toHaveCount(19);
      await expect(scale.nth(2)).toHaveText("A-");
      await expect(energy.locator('[aria-current="true"]')).toHaveText("E- (dit pand)");
      await expect(energy).not.toContainText("Renovatieverplichting");
      await site.expectAccessible();
      if (width === 1440) await site.screenshots("property-details-brussels");
    });

    test("a Luxembourg property shows its own label text, no Belgian scale", async ({ site }) => {
      await openProperty(site.page, 1001, "en");
      const energy = site.page.getByRole("region", { name: "Energy performance" });
      await expect(energy).toContainText("Energy class B on the Luxembourg energy pass.");
      await expect(energy.getByRole("list")).toHaveCount(0);
      await expect(energy).not.toContainText("Certificate number");
      await site.expectAccessible();
    });
  });
}

test("a Flemish rental labelled E has no renovation note (the obligation is the buyer's)", async ({
  site,
}) => {
  await openProperty(site.page, 1078, "nl");
  const energy = site.page.getByRole("region", { name: "Energieprestatie" });
  await expect(energy).toContainText("Energielabel E, op de Vlaamse schaal");
  await expect(energy).not.toContainText("Renovatieverplichting");
});

test("a rental without a deposit from the CRM shows three months' rent, and says so", async ({
  site,
}) => {
  await openProperty(site.page, 1009, "en");
  const money = site.page.getByRole("region", { name: "Price and costs" });
  const rent = await money.getByRole("definition").first().textContent();
  const monthly = Number((/€\s([\d.]+)/.exec(rent ?? "")?.[1] ?? "").replaceAll(".", ""));
  expect(monthly).toBeGreaterThan(0);
  const deposit = money.locator(".detail-list__row", { hasText: "Rental deposit" });
  await expect(deposit.getByRole("definition")).toHaveText(
    `€\u00a0${new Intl.NumberFormat("nl-BE").format(monthly * 3)}three months' rent`,
  );
  await site.expectAccessible();
});

test("a row is absent when the CRM gives no value: a hidden rent has no deposit", async ({
  site,
}) => {
  await openProperty(site.page, 1006, "en");
  const money = site.page.getByRole("region", { name: "Price and costs" });
  await expect(money.getByRole("definition").first()).toHaveText("Price on request");
  await expect(money.getByRole("term")).toHaveText(["Monthly rent", "Inventory of fixtures"]);
  // A garage has no energy certificate, and no building group.
  await openProperty(site.page, 1029, "en");
  await expect(site.page.getByRole("region", { name: "Energy performance" })).toContainText(
    "No energy performance certificate is required for this property.",
  );
  await expect(site.page.getByRole("heading", { name: "Rooms" })).toBeVisible();
  await expect(site.page.getByRole("heading", { name: "Building and comfort" })).toHaveCount(0);
});

test("an annuity sale shows its down payment and annuity", async ({ site }) => {
  await openProperty(site.page, 1025, "fr");
  const viager = site.page.getByRole("region", { name: "Vente en viager" });
  await expect(viager).toContainText(/Bouquet\s*€\s\d{1,3}\.\d{3}/);
  await expect(viager).toContainText(/Rente\s*€\s[\d.]+ par mois/);
  await expect(viager).toContainText("78, 81");
  await site.expectAccessible();
  await site.screenshots("property-details-viager");
});
