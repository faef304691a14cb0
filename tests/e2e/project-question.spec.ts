import { expect, test } from "./fixtures.ts";

// docs/requirements.md §14: a new-build project's question form (§2 project detail), in two languages, with and
// without JavaScript. A refused form answers 400, which Chromium logs.
test.use({ expectedErrorStatuses: ["400 (Bad Request)"] });

const project = "/project/500/";

test.describe("with JavaScript", () => {
  for (const width of [390, 1440]) {
    test(`asks about one of the project's homes in French, at ${width} px`, async ({ site }) => {
      const { page } = site;
      await page.setViewportSize({ width, height: 900 });
      await site.visit(project);
      const form = page.getByRole("region", { name: "Une question sur ce projet ?" });
      await form.getByLabel("À propos de").selectOption({ index: 1 });
      await form.getByLabel("Votre message (facultatif)").fill("La date de livraison ?");
      await form.getByLabel("Madame", { exact: true }).check();
      await form.getByRole("textbox", { name: /^Prénom/ }).fill("Inès");
      await form.getByRole("textbox", { name: /^E-mail/ }).fill("ines@example.be");
      await form.getByRole("textbox", { name: /^Téléphone/ }).fill("0475 12 34 56");
      await form.getByLabel("J'accepte que l'agence utilise mes données pour me répondre").check();
      await form.getByRole("textbox", { name: /^Nom/ }).evaluate((input: HTMLInputElement) => {
        input.required = false;
      });
      await expect(form.locator(".captcha__status")).toHaveText("Vérifié. Merci.");
      await form.getByRole("button", { name: "Envoyer ma question" }).click();
      await expect(form.getByRole("alert")).toContainText("Nom : Veuillez indiquer votre nom.");
      await site.expectAccessible();
      if (width === 1440) await site.screenshots("project-question-fr-error");
      await form.getByRole("textbox", { name: /^Nom/ }).fill("Lambert");
      await form.getByRole("button", { name: "Envoyer ma question" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/contact-construction\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Merci pour votre intérêt pour ce projet",
      );
      await site.expectAccessible();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks about the project in Dutch with a plain POST", async ({ site }) => {
    const { page } = site;
    // The Dutch home remembers the language: the project's original path then leads to its Dutch page.
    await site.visit("/nl/");
    await site.visit(project);
    await expect(page).toHaveURL(/\/nl\/projecten\/waver\/[a-z-]+\/500\/$/);
    const form = page.getByRole("region", { name: "Een vraag over dit project?" });
    await form.getByLabel("Dhr.", { exact: true }).check();
    await form.getByRole("textbox", { name: /^Voornaam/ }).fill("Tom");
    await form.getByRole("textbox", { name: /^Achternaam/ }).fill("Peeters");
    await form.getByRole("textbox", { name: /^E-mail/ }).fill("tom@example.be");
    await form.getByRole("textbox", { name: /^Telefoon/ }).fill("0475 12 34 56");
    await form.getByLabel(/^Ik ga ermee akkoord/).check();
    await form.getByRole("button", { name: "Mijn vraag versturen" }).click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/project\/$/);
  });
});
