import { openDatabase } from "#app/data/database.server.ts";
import { defaultLoginWave } from "#app/domain/login-throttle.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { expect, test } from "./fixtures.ts";
import { soldListedPort } from "./ports.ts";

// docs/requirements.md §16 "credential stuffing" (ADR 035), in French at 390 px: during a wave of failed logins the
// login form solves the captcha and says it needs JavaScript, and a right password from a new device
// asks for the code mailed to the owner. On the second server (playwright.config.ts), so that the
// wave leaves the demo site's owner specs alone.
const site = `http://127.0.0.1:${soldListedPort}`;
const dataDir = "test-results/e2e-data-sold-listed";
const owner = { email: "vague@immo-lumiere.example", password: "Vague-de-connexions-2026" };
test.use({ baseURL: site, expectedErrorStatuses: ["404 (Not Found)"] });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir });
  try {
    await saveOwner(db, { ...owner, displayName: "Lucie Lambert", propertyIds: [] }, new Date());
  } finally {
    await db.destroy();
  }
  // The wave: failed logins from as many addresses.
  for (let n = 0; n < defaultLoginWave.failures; n++)
    await fetch(`${site}/fr/login/`, {
      method: "POST",
      body: new URLSearchParams({ login: `victime-${n}@example.be`, password: "devine" }),
      headers: { "sec-fetch-site": "same-origin", "x-forwarded-for": `10.77.0.${n + 1}` },
    });
});

/** The code of the last login-code mail to the owner, as the outbox holds it. */
async function mailedCode(): Promise<string> {
  const { db } = openDatabase({ dataDir });
  try {
    const mail = await db
      .selectFrom("outbox_message")
      .select(["subject"])
      .where("kind", "=", "login-code")
      .where("to_address", "like", `%${owner.email}%`)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /(\d{6})$/.exec(mail.subject)?.[1] ?? "";
  } finally {
    await db.destroy();
  }
}

test("an owner on a new device logs in during a wave with the code mailed to them", async ({
  site,
}) => {
  const { page } = site;
  await page.setViewportSize({ width: 390, height: 900 });
  await site.visit("/fr/login/");
  await expect(page.getByText("JavaScript doit être activé")).toBeVisible();
  await page.getByLabel("Adresse e-mail ou nom d'utilisateur").fill(owner.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(owner.password);
  await expect(page.locator(".captcha__status")).toHaveText("Vérifié. Merci.");
  await site.expectAccessible();
  await page.getByRole("button", { name: "Se connecter" }).click();

  await expect(page).toHaveURL(/\/fr\/login\/code\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Code reçu par e-mail");
  await site.expectAllTexts();
  await site.expectAccessible();
  const code = await mailedCode();
  expect(code).toMatch(/^\d{6}$/);
  await page
    .getByRole("textbox", { name: "Code indiqué dans l’e-mail" })
    .fill(code === "000000" ? "000001" : "000000");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toContainText("Ce code n'est pas correct");
  await site.expectAccessible();
  await page.getByRole("textbox", { name: "Code indiqué dans l’e-mail" }).fill(code);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
});
