import { openDatabase } from "#app/data/database.server.ts";
import { addTestDemand, addTestSubscriber } from "#tests/support/people-fixture.ts";
import { openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";

// docs/requirements.md §17 "a person's data on request" (ADR 053): a lead sent through the public contact
// form is found at the desk by its e-mail address, exported as JSON and erased everywhere; the demand
// register and newsletter pages are checked too. The desk session is stored straight in the test
// site's database (the login form is the foundation's spec), signed with the site's own secret.
test.use({ expectedErrorStatuses: ["404 (Not Found)"] });

/** Two demand searches and two subscribers of this run, so that the lists show rows. */
async function seedLists(run: string) {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    await addTestDemand(db, `ann.${run}@example.be`, { name: "Ann", zones: ["Gent", "Merelbeke"] });
    await addTestDemand(db, `luc.${run}@example.be`, {
      name: "Luc",
      account: true,
      language: "fr",
    });
    await addTestSubscriber(db, `eva.${run}@example.be`);
    await addTestSubscriber(db, `tom.${run}@example.be`, {
      status: "unsubscribed",
      language: "de",
    });
  } finally {
    await db.destroy();
  }
}

test("a person's lead is found by e-mail, exported as JSON and erased everywhere", async ({
  site,
}) => {
  // A lead sent, two pages checked at two widths, a download: more than the default 30 s on two cores.
  test.slow();
  const { page } = site;
  const email = `Person.${Date.now()}@Example.be`;
  await site.visit("/en/contact/");
  const form = page.locator(".site-contact");
  await form.getByLabel("Ms", { exact: true }).check();
  await form.getByLabel("First name", { exact: true }).fill("Zoë");
  await form.getByLabel("Last name", { exact: true }).fill("Peeters");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("0475 12 34 56");
  await form.getByLabel("I agree that the agency uses my details to answer me").check();
  await page.getByRole("button", { name: "Send my message" }).click();
  await expect(page).toHaveURL(/\/en\/thank-you\/contact\/$/);

  await openNewDeskSession(page.context(), { role: "agent", language: "en" });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.visit("/admin/people/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A person's data");
    await expect(page.getByText("Leads are kept 24 months")).toBeVisible();
    await site.expectAccessible();
  }
  await site.screenshots("admin-people");

  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  const address = email.toLowerCase();
  await expect(
    page.getByRole("heading", { name: `What the site holds about ${address}` }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "Contact", exact: true })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
  await site.screenshots("admin-people-found");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const file = await (await download).createReadStream();
  let text = "";
  for await (const chunk of file) text += chunk;
  const exported = JSON.parse(text);
  expect(exported.emailAddress).toBe(address);
  expect(exported.leads).toHaveLength(1);
  expect(exported.leads[0]).toMatchObject({
    form: "site-contact",
    fieldsAsSent: { firstName: "Zoë", lastName: "Peeters", phone: "0475 12 34 56" },
  });

  await page.getByRole("button", { name: "Erase everywhere…" }).click();
  await expect(page.getByRole("heading", { name: `Erase ${address} everywhere?` })).toBeVisible();
  await site.expectAccessible();
  await site.screenshots("admin-people-confirm");
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByRole("status")).toContainText("Erased: 1 lead(s) deleted");
  await expect(page).not.toHaveURL(/example/i);

  await page.getByLabel("E-mail address").fill(address);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(
    page.getByRole("heading", { name: `The site holds nothing about ${address}` }),
  ).toBeVisible();
});

test("the demand register and the newsletter lists are accessible at 390 and 1440 px", async ({
  site,
}) => {
  test.slow();
  const { page } = site;
  await openNewDeskSession(page.context(), { role: "agent", language: "en" });
  await seedLists(`${Date.now().toString(36)}`);
  for (const [path, title, shot] of [
    ["/admin/demand/", "Demand register", "admin-demand"],
    ["/admin/newsletter/", "Newsletter", "admin-newsletter"],
  ] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await site.visit(`${path}?status=confirmed`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByLabel("Status")).toHaveValue("confirmed");
      await site.expectAccessible();
      await site.expectAllTexts();
    }
    await site.screenshots(shot);
  }
});
