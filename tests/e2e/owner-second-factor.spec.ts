import { openDatabase } from "#app/data/database.server.ts";
import { stepAt, totpCode } from "#app/services/accounts/totp.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §15 "optional second factor" (ADR 031), in German at 390 px: an owner turns on codes from an
// authenticator app (the test computes them as the app would), keeps the recovery codes, then logs in
// with a code after the password. An owner of their own, so that the demo owner's specs are untouched.
test.describe.configure({ timeout: 120_000 });
const owner = { email: "zwei-schritte@immo-lumiere.example", password: "Zwei-Schritte-2026" };

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    await saveOwner(db, { ...owner, displayName: "Jonas Weber", propertyIds: [] }, new Date());
  } finally {
    await db.destroy();
  }
});

const codeAt = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);

async function logIn(site: SitePage) {
  await site.visit("/de/anmelden/");
  await site.page.getByLabel("E-Mail-Adresse oder Benutzername").fill(owner.email);
  await site.page.getByLabel("Passwort", { exact: true }).fill(owner.password);
  await site.page
    .getByRole("form", { name: "Eigentümer-Login" })
    .getByRole("button", { name: "Anmelden" })
    .click();
}

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [1440, 390]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.page.evaluate(() => window.scrollTo(0, 0));
    await site.expectAccessible();
  }
}

test("an owner turns on two-step login, then logs in with a code from the app", async ({
  site,
}) => {
  const { page } = site;
  await page.setViewportSize({ width: 390, height: 900 });
  await logIn(site);
  await expect(page).toHaveURL(/\/de\/eigentuemerbereich\/$/);
  await page.getByRole("link", { name: "Sicherheit der Anmeldung" }).click();
  await expect(page).toHaveURL(/\/de\/eigentuemerbereich\/sicherheit\/$/);
  await expect(page.getByText("Die Anmeldung in zwei Schritten ist ausgeschaltet.")).toBeVisible();
  await accessibleAtBothWidths(site);

  await page.getByRole("button", { name: "Anmeldung in zwei Schritten einrichten" }).click();
  await expect(
    page.getByRole("img", { name: "QR-Code zum Scannen mit Ihrer Authenticator-App" }),
  ).toBeVisible();
  const secret = (await page.locator(".owner-security__key").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await site.expectAllTexts();
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-security-setup-de");

  const wrong = ["000000", "111111", "222222", "333333"].find(
    (code) => ![-1, 0, 1].some((offset) => codeAt(secret, offset) === code),
  );
  await page.getByLabel("Code aus der App").fill(wrong ?? "");
  await page.getByRole("button", { name: "Anmeldung in zwei Schritten einschalten" }).click();
  await expect(page.getByRole("alert")).toContainText("Dieser Code ist nicht korrekt");
  await accessibleAtBothWidths(site);
  await page.getByLabel("Code aus der App").fill(codeAt(secret));
  await page.getByRole("button", { name: "Anmeldung in zwei Schritten einschalten" }).click();
  const codes = page.locator(".owner-security__codes li");
  await expect(codes).toHaveCount(10);
  await expect(
    page.getByText(
      /^Die Anmeldung in zwei Schritten ist seit dem .* eingeschaltet\. Noch 10 Wiederherstellungscodes\.$/,
    ),
  ).toBeVisible();
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-security-on-de");

  await page.getByRole("button", { name: "Abmelden" }).click();
  await logIn(site);
  await expect(page).toHaveURL(/\/de\/anmelden\/code\/$/);
  await expect(page).toHaveTitle("Anmeldecode | Immo Lumière");
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-login-code-de");
  await page.getByLabel("Code aus der App oder Wiederherstellungscode").fill(codeAt(secret, 1));
  await page
    .getByRole("form", { name: "Anmeldecode" })
    .getByRole("button", { name: "Anmelden" })
    .click();
  await expect(page).toHaveURL(/\/de\/eigentuemerbereich\/$/);
  await expect(page.getByText("Willkommen, Jonas Weber")).toBeVisible();
});
