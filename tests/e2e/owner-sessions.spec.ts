import { openDatabase } from "#app/data/database.server.ts";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// ADR 036, in Dutch: an owner logged in on a laptop and a phone sees both sessions on the
// login security page, and logs the phone out from the laptop; the phone's cookie opens nothing after.
// An owner of their own, so that the demo owner's specs are untouched.
test.describe.configure({ timeout: 120_000 });
const owner = { email: "sessies@immo-lumiere.example", password: "Sessies-overal-2026" };
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

test.beforeAll(async () => {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    await saveOwner(db, { ...owner, displayName: "Lotte Peeters", propertyIds: [] }, new Date());
  } finally {
    await db.destroy();
  }
});

async function logIn(site: Pick<SitePage, "page" | "visit">) {
  await site.visit("/nl/login/");
  await site.page.getByLabel("E-mailadres of gebruikersnaam").fill(owner.email);
  await site.page.getByLabel("Wachtwoord", { exact: true }).fill(owner.password);
  await site.page
    .getByRole("form", { name: "Eigenaarslogin" })
    .getByRole("button", { name: "Aanmelden" })
    .click();
  await expect(site.page).toHaveURL(/\/nl\/eigenaarsportaal\/$/);
}

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [1440, 390]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.page.evaluate(() => window.scrollTo(0, 0));
    await site.expectAccessible();
  }
}

test("an owner sees where they are logged in and logs out everywhere else", async ({
  site,
  browser,
  baseURL,
}) => {
  const { page } = site;
  const phoneContext = await browser.newContext({ baseURL, userAgent: iphone });
  await phoneContext.addCookies([{ name: "consent", value: "1.0000", url: baseURL ?? "" }]);
  const phone = await phoneContext.newPage();
  const visitOnPhone = async (path: string) => {
    await phone.goto(path);
  };
  await logIn({ page: phone, visit: visitOnPhone });
  await logIn(site);

  await page.getByRole("link", { name: "Beveiliging van de login" }).click();
  await expect(page).toHaveURL(/\/nl\/eigenaarsportaal\/beveiliging\/$/);
  const sessions = page.getByRole("region", { name: "Waar u bent aangemeld" });
  const items = sessions.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Dit toestel");
  await expect(items.nth(1)).toContainText("Safari op iPhone");
  await expect(items.nth(1)).toContainText("Laatst actief");
  await site.expectAllTexts();
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-sessions-nl");

  await sessions.getByRole("button", { name: "Overal elders afmelden" }).click();
  await expect(page.getByRole("status")).toHaveText("1 sessie beëindigd.");
  await expect(items).toHaveCount(1);
  await accessibleAtBothWidths(site);

  // The phone's cookie opens nothing any more; the laptop stays logged in.
  await phone.goto("/nl/eigenaarsportaal/");
  await expect(phone).toHaveURL(/\/nl\/login\/\?ended=1$/);
  await expect(phone.getByText("Uw sessie is verlopen. Meld u opnieuw aan.")).toBeVisible();
  await site.visit("/nl/eigenaarsportaal/");
  await expect(page.getByText("Welkom, Lotte Peeters")).toBeVisible();
  await phoneContext.close();
});
