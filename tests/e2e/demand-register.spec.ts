import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §14: the demand register (§2 /demand-register/), in two languages, with and without
// JavaScript, then the page of one's searches. A refused form answers 400, which Chromium logs.
test.use({ expectedErrorStatuses: ["400 (Bad Request)"] });

async function fillIn(
  page: Page,
  l: Record<"goal" | "type" | "zone" | "title" | "privacy", string>,
) {
  const form = page.locator(".lead-form");
  await form.getByLabel(l.goal, { exact: true }).check();
  await form.getByLabel(l.type, { exact: true }).check();
  await form.getByLabel(l.zone, { exact: true }).check();
  await form.getByLabel(l.title, { exact: true }).check();
  await form.getByRole("textbox", { name: /^(First name|Prénom)/ }).fill("Eva");
  await form.getByRole("textbox", { name: /^(Last name|Nom)/ }).fill("Maes");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(`eva.${Date.now()}@example.be`);
  await form.getByRole("textbox", { name: /^(Phone|Téléphone)/ }).fill("0475 12 34 56");
  await form.getByLabel(l.privacy).check();
}

test("registers a search in English with JavaScript, passwords checked, at 1440 px", async ({
  site,
}) => {
  const { page } = site;
  await page.setViewportSize({ width: 1440, height: 900 });
  await site.visit("/en/register-your-search/");
  await fillIn(page, {
    goal: "Buy",
    type: "Apartment",
    zone: "1000 Brussels",
    title: "Ms",
    privacy: "I agree that the agency uses my details to answer me",
  });
  await page.getByLabel(/^Password \(optional\)/).fill("garden-and-sun-2026");
  await page.getByLabel("Password again").fill("garden-and-sun");
  await expect(page.locator(".captcha__status")).toHaveText("Checked. Thank you.");
  await page.getByRole("button", { name: "Register my search" }).click();
  await expect(page.getByRole("alert")).toContainText("The two passwords do not match.");
  await site.expectAccessible();
  await site.screenshots("demand-register-en-error");
  await page.getByLabel("Password again").fill("garden-and-sun-2026");
  await page.getByRole("button", { name: "Register my search" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/search-profile\/$/);
  await site.expectAccessible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("registers a search in French with a plain POST, at 390 px", async ({ site }) => {
    const { page } = site;
    await page.setViewportSize({ width: 390, height: 900 });
    await site.visit("/fr/enregistrer-ma-recherche/");
    await fillIn(page, {
      goal: "Louer",
      type: "Appartement",
      zone: "1000 Bruxelles",
      title: "Madame",
      privacy: "J'accepte que l'agence utilise mes données pour me répondre",
    });
    await page.getByRole("button", { name: "Enregistrer ma recherche" }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/demand-register\/$/);
  });
});
