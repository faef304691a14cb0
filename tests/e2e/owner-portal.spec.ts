import type { Locator } from "@playwright/test";
import { openDatabase } from "#app/data/database.server.ts";
import { visitPeriods } from "#app/domain/visit-periods.ts";
import { expect, type SitePage, test } from "./fixtures.ts";

// docs/requirements.md §15: the owner login and the owner portal, as the demo owner (docs/features.md "The demo agency"). Each test
// runs axe at two widths on a busy machine: more time than the default.
test.describe.configure({ timeout: 120_000 });
const demo = {
  email: "owner@immo-lumiere.example",
  username: "demo-owner",
  password: "Lumiere-demo-2026",
};

/**
 * The demo owner's first property and its visits as the database holds them, and a property of the
 * catalogue the owner does not own.
 */
async function storedFigures() {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    const owner = await db
      .selectFrom("owner")
      .select("id")
      .where("email", "=", demo.email)
      .executeTakeFirstOrThrow();
    const [first] = await db
      .selectFrom("owner_property")
      .select("property_id")
      .where("owner_id", "=", owner.id)
      .orderBy("property_id")
      .execute();
    const id = first?.property_id ?? 0;
    const notOwned = await db
      .selectFrom("property")
      .select("id")
      .where(
        "id",
        "not in",
        db.selectFrom("owner_property").select("property_id").where("owner_id", "=", owner.id),
      )
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const views = await db
      .selectFrom("page_view")
      .select("viewed_at")
      .where("property_id", "=", id)
      .execute();
    const times = views.map((v) => new Date(v.viewed_at).getTime());
    const periods = visitPeriods(new Date());
    const since = (start: Date) =>
      times.filter((t) => t >= start.getTime() && t <= Date.now()).length;
    const figures = [since(periods.today), since(periods.week), since(periods.month), times.length];
    return {
      id,
      notOwned: notOwned.id,
      figures: figures.map((n) => new Intl.NumberFormat("nl-BE").format(n)),
    };
  } finally {
    await db.destroy();
  }
}

/**
 * The figures a page shows are those the database held at the moment the server made it, read just
 * before and just after: they differ when one of the demo's views of today, spread until late in the
 * day (scripts/demo/owner.ts), comes due, or when the agency's day, week or month ends in between.
 */
async function expectFigures(shown: Locator, before: string[], after: string[]) {
  await expect(shown).toHaveCount(4);
  expect([before, after]).toContainEqual(await shown.allInnerTexts());
}

async function logIn(site: SitePage, path: string, login: string, password: string) {
  await site.visit(path);
  const form = site.page.locator("form.owner-login__form");
  await form.locator("input[name=login]").fill(login);
  await form.locator("input[name=password]").fill(password);
  await form.locator("button[type=submit]").click();
}

async function accessibleAtBothWidths(site: SitePage) {
  for (const width of [390, 1440]) {
    await site.page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
}

test("an owner logs in by e-mail, reads the figures of each property, and logs out", async ({
  site,
  request,
}) => {
  await site.visit("/en/login/");
  await expect(site.page).toHaveTitle("Owner login | Immo Lumière");
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-login-en");
  const { id, notOwned, figures } = await storedFigures();
  await logIn(site, "/en/login/", demo.email, demo.password);
  await expect(site.page).toHaveURL(/\/en\/owner-portal\/$/);
  await expect(site.page).toHaveTitle("Your properties | Immo Lumière");
  await expect(site.page.getByText("Welcome, Catherine Lambert")).toBeVisible();
  const first = site.page.locator(".owner-property").first();
  await expectFigures(first.locator(".owner-figures dd"), figures, (await storedFigures()).figures);
  await site.expectAllTexts();
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-portal-en");

  const beforeProperty = (await storedFigures()).figures;
  await first.getByRole("link", { name: "Visits and history" }).click();
  await expect(site.page).toHaveURL(new RegExp(`/en/owner-portal/${id}/$`));
  const chart = site.page.getByRole("img", { name: "Visits over the last 30 days" });
  await expect(chart).toBeVisible();
  await expectFigures(
    site.page.locator(".owner-figures dd"),
    beforeProperty,
    (await storedFigures()).figures,
  );
  await expect(site.page.locator(".visit-chart__table tbody tr")).toHaveCount(30);
  for (const heading of [
    "Communications",
    "Online media",
    "Viewings",
    "Your contact at the agency",
  ])
    await expect(site.page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  await expect(site.page.getByText(/^Your agent: /)).toBeVisible();
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-property-en");
  await site.visit(`/en/owner-portal/${notOwned}/`, 404);
  await site.expectAccessible();

  // The top bar leads a logged-in owner back to the portal, on every page; other visitors, served the
  // same page, still see the login link.
  const topBar = site.page.locator(".top-bar");
  await site.visit("/en/");
  await expect(topBar.getByRole("link", { name: "My portal" })).toHaveAttribute(
    "href",
    "/en/owner-portal/",
  );
  await expect(topBar.getByRole("link", { name: "Owner login" })).toHaveCount(0);
  const anonymous = await (await request.get("/en/")).text();
  expect(anonymous.includes("<span>Owner login</span>"), "the login link").toBe(true);
  expect(anonymous.includes('href="/en/owner-portal/"'), "a link to the portal").toBe(false);
  await topBar.getByRole("link", { name: "My portal" }).click();
  await expect(site.page).toHaveURL(/\/en\/owner-portal\/$/);

  await site.page.getByRole("button", { name: "Log out" }).click();
  await expect(site.page).toHaveURL(/\/en\/login\/\?loggedOut=1$/);
  await expect(site.page.getByText("You are logged out.")).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Owner login" })).toBeVisible();
  await site.visit(`/en/owner-portal/${id}/`);
  await expect(site.page).toHaveURL(/\/en\/login\/$/);
});

test("a wrong password and an unknown user get the same answer", async ({ site }) => {
  await logIn(site, "/fr/login/", demo.email, "not-the-password");
  const failed =
    "Échec de la connexion : le nom d'utilisateur ou le mot de passe n'est pas correct.";
  await expect(site.page.getByRole("alert")).toContainText(failed);
  await expect(site.page.locator("input[name=login]")).toHaveValue(demo.email);
  await expect(site.page).toHaveTitle("Connexion du propriétaire | Immo Lumière");
  await accessibleAtBothWidths(site);
  await site.screenshots("owner-login-failed-fr");

  await logIn(site, "/de/anmelden/", "nobody@immo-lumiere.example", "not-the-password");
  await expect(site.page.getByRole("alert")).toContainText(
    "Anmeldung fehlgeschlagen: Benutzername oder Passwort ist nicht korrekt.",
  );
  await expect(site.page).toHaveTitle("Eigentümer-Login | Immo Lumière");
  await site.expectAccessible();
});

test.describe("guessing", () => {
  // A refused login answers 429 Too Many Requests, which the browser logs.
  test.use({ expectedErrorStatuses: ["429 (Too Many Requests)"] });

  test("guessing an account's password is slowed, then refused", async ({ site }) => {
    // Ten attempts an account in 15 minutes, the fourth on slower and slower (app/domain/login-throttle.ts).
    // An account no other test uses, so that the demo owner can still log in.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await logIn(site, "/fr/login/", "guessed@immo-lumiere.example", `guess-${attempt}`);
      await expect(site.page.getByRole("alert")).toContainText("Échec de la connexion");
    }
    await logIn(site, "/fr/login/", "guessed@immo-lumiere.example", "guess-11");
    await expect(site.page.getByRole("alert")).toContainText("Trop de tentatives");
    await site.expectAccessible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an owner logs in by username in Dutch; another owner's property answers 404", async ({
    site,
  }) => {
    await logIn(site, "/nl/login/", demo.username, demo.password);
    await expect(site.page).toHaveURL(/\/nl\/eigenaarsportaal\/$/);
    await expect(site.page.getByRole("heading", { level: 1 })).toHaveText("Uw panden");
    const { id, notOwned, figures } = await storedFigures();
    await site.visit(`/nl/eigenaarsportaal/${id}/`);
    await expectFigures(
      site.page.locator(".owner-figures dd"),
      figures,
      (await storedFigures()).figures,
    );
    await expect(site.page.locator(".owner-figures dt")).toHaveText([
      "Vandaag",
      "Deze week",
      "Deze maand",
      "In totaal",
    ]);
    await site.expectAllTexts();
    await site.screenshots("owner-property-nl");
    await site.visit(`/nl/eigenaarsportaal/${notOwned}/`, 404);
    await site.visit("/nl/eigenaarsportaal/999999999/", 404);
  });

  test("a wrong password is answered without JavaScript too", async ({ site }) => {
    await logIn(site, "/nl/login/", demo.username, "not-the-password");
    await expect(site.page.getByRole("alert")).toContainText(
      "Aanmelden mislukt: de gebruikersnaam of het wachtwoord is niet correct.",
    );
    await expect(site.page.locator("input[name=login]")).toHaveValue(demo.username);
    // The password is never sent back.
    await expect(site.page.locator("input[name=password]")).toHaveValue("");
  });
});
