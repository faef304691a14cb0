import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §14: the free-valuation form (§2 /Contact-demand/), in two languages, with and without
// JavaScript. A refused form answers 400, which Chromium logs.
test.use({ expectedErrorStatuses: ["400 (Bad Request)"] });

async function fillIn(
  page: Page,
  l: { goal: string; type: string; title: string; privacy: string },
) {
  const form = page.locator(".lead-form");
  await form.getByLabel(l.goal, { exact: true }).check();
  await form.getByRole("combobox").selectOption({ label: l.type });
  await form.getByRole("textbox", { name: /^(Straat|Street)/ }).fill("Stationsstraat");
  await form.getByRole("textbox", { name: /^(Nummer|Number)/ }).fill("12");
  await form.getByRole("textbox", { name: /^(Gemeente|Town)/ }).fill("Leuven");
  await form.getByLabel(l.title, { exact: true }).check();
  await form.getByRole("textbox", { name: /^(Voornaam|First name)/ }).fill("Marie");
  await form.getByRole("textbox", { name: /^(Achternaam|Last name)/ }).fill("Dubois");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill("marie@example.be");
  await form.getByRole("textbox", { name: /^(Telefoon|Phone)/ }).fill("016 12 34 56");
  await form.getByLabel(l.privacy).check();
}

test.describe("with JavaScript", () => {
  for (const width of [390, 1440]) {
    test(`asks for a valuation in Dutch without a reload, at ${width} px`, async ({ site }) => {
      const { page } = site;
      await page.setViewportSize({ width, height: 900 });
      await site.visit("/nl/gratis-schatting/");
      await expect(
        page.getByRole("heading", { name: "Vraag uw gratis schatting aan" }),
      ).toBeVisible();
      await site.expectAccessible();
      if (width === 1440) await site.screenshots("valuation-nl");
      await fillIn(page, {
        goal: "Het verkopen",
        type: "Villa/Huis/Hoeve",
        title: "Mevr.",
        privacy: "Ik ga ermee akkoord dat het kantoor mijn gegevens gebruikt om mij te antwoorden",
      });
      await page.getByRole("textbox", { name: /^Postcode/ }).fill("30");
      await expect(page.locator(".captcha__status")).toHaveText(/Gecontroleerd/);
      await page.getByRole("button", { name: "Mijn schatting aanvragen" }).click();
      await expect(page.getByRole("alert")).toContainText("Vul een postcode in zoals 1050");
      await site.expectAccessible();
      await page.getByRole("textbox", { name: /^Postcode/ }).fill("3000");
      await page.getByRole("button", { name: "Mijn schatting aanvragen" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/schatting\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Bedankt voor uw schattingsaanvraag",
      );
      await site.expectAccessible();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks for a valuation in English with a plain POST", async ({ site }) => {
    const { page } = site;
    await site.visit("/en/free-valuation/");
    await fillIn(page, {
      goal: "Let it",
      type: "House/Villa/Farm",
      title: "Ms",
      privacy: "I agree that the agency uses my details to answer me",
    });
    await page.getByRole("textbox", { name: /^Postal code/ }).fill("3000");
    await page.getByRole("button", { name: "Ask for my valuation" }).click();
    await expect(page).toHaveURL(/\/en\/thank-you\/valuation\/$/);
  });
});
