import { openDatabase } from "#app/data/database.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { expect, test } from "./fixtures.ts";
import { mailedMatch } from "./mails.ts";

// docs/requirements.md §15 "forgotten password": the link arrives by e-mail, through the real SMTP server the e2e site
// sends its mails to (playwright.config.ts), then the new password, twice.
test.use({ expectedErrorStatuses: ["400 (Bad Request)"] });

// An owner of its own: a new password ends every session of the owner (ADR 036), which would log out
// the demo owner in the owner specs running beside this one.
const owner = { email: "mot-de-passe@immo-lumiere.example", username: "proprio-oubli" };
const password = "Lumiere-oubli-2026";

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    await saveOwner(
      db,
      { ...owner, password, displayName: "Hélène Masson", propertyIds: [] },
      new Date(),
    );
  } finally {
    await db.destroy();
  }
});

/** The reset link of a reset mail to the owner sent since `since`. */
async function resetLink(since: number): Promise<string> {
  const [link] = await mailedMatch(
    owner.email,
    /\/fr\/login\/nouveau-mot-de-passe\/\?token=[\w-]{32}/,
    since,
  );
  return link;
}

test("an owner sets a new password from the link mailed, then logs in with it, at 390 px", async ({
  site,
}) => {
  const { page } = site;
  await page.setViewportSize({ width: 390, height: 900 });
  await site.visit("/fr/login/");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/fr\/login\/mot-de-passe-oublie\/$/);
  await page.waitForLoadState("networkidle");
  const asked = Date.now();
  await page.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(owner.username);
  await expect(page.locator(".captcha__status")).toHaveText("Vérifié. Merci.");
  await page.getByRole("button", { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole("status")).toContainText("Si un compte correspond");
  await site.expectAccessible();

  await site.visit(await resetLink(asked));
  // ADR 041: the link's token leaves the address at once.
  await expect(page).toHaveURL(/\/fr\/login\/nouveau-mot-de-passe\/$/);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("motdepasse123");
  await page.getByLabel("Nouveau mot de passe, à nouveau").fill("motdepasse123");
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
  await expect(page.getByRole("alert")).toContainText("trop facile à deviner");
  await site.expectAccessible();
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Nouveau mot de passe, à nouveau").fill(password);
  await page.getByRole("button", { name: "Enregistrer mon nouveau mot de passe" }).click();
  await expect(page).toHaveURL(/\/fr\/login\/\?reset$/);
  await expect(page.getByRole("status")).toContainText("Votre nouveau mot de passe est enregistré");
  await page.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(owner.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
});
