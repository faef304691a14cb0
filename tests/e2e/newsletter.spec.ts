import { expect, test } from "./fixtures.ts";
import { mailedMatch } from "./mails.ts";

// docs/requirements.md §14: the newsletter (ADR 027): from the footer's field to its page, then the thank-you page, in
// two languages, with and without JavaScript. A refused form answers 400, which Chromium logs.
test.use({ expectedErrorStatuses: ["400 (Bad Request)"] });

test.describe("with JavaScript", () => {
  for (const width of [390, 1440]) {
    test(`subscribes from the footer in German, at ${width} px`, async ({ site }) => {
      const { page } = site;
      await page.setViewportSize({ width, height: 900 });
      await site.visit("/de/");
      const footer = page.getByRole("region", { name: "Unser Newsletter" });
      await footer.getByLabel("Ihre E-Mail").fill(`anna.${width}@example.de`);
      await footer.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/de\/newsletter\/\?email=anna\.\d+%40example\.de$/);
      await page.waitForLoadState("networkidle");
      const form = page.locator(".lead-form");
      await expect(form.getByLabel("Ihre E-Mail")).toHaveValue(`anna.${width}@example.de`);
      // Entering the form starts the spam check (ADR 023).
      await form.getByLabel("Ihre E-Mail").focus();
      await expect(form.locator(".captcha__status")).toHaveText(/Geprüft/);
      // The browser asks for the consent itself; past it, the server does, in the same words.
      await form.getByLabel(/^Ich bin einverstanden/).evaluate((box: HTMLInputElement) => {
        box.required = false;
      });
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(form.getByRole("alert")).toContainText("Datenschutzerklärung");
      await site.expectAccessible();
      if (width === 1440) await site.screenshots("newsletter-de-error");
      await form.getByLabel(/^Ich bin einverstanden/).check();
      await form.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/de\/danke\/newsletter\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Sehen Sie in Ihrem Postfach nach",
      );
      await site.expectAccessible();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribes from the footer in English with plain requests", async ({ site }) => {
    const { page } = site;
    const since = Date.now();
    await site.visit("/en/");
    await page.getByLabel("Your e-mail").fill("ann@example.be");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const form = page.locator(".lead-form");
    await form.getByLabel(/^I agree/).check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/en\/thank-you\/newsletter\/$/);
    // The mail's link (ADR 041): its token leaves the address at once; one button confirms.
    const [link] = await mailedMatch(
      "ann@example.be",
      /\/en\/newsletter\/confirm\/\?token=[\w-]{32}/,
      since,
    );
    await site.visit(link);
    await expect(page).toHaveURL(/\/en\/newsletter\/confirm\/$/);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toContainText("You are subscribed to our newsletter.");
  });
});
