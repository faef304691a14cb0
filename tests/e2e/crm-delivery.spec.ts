import { messages } from "#app/locales/messages.server.ts";
import { e2eDataDirs, onE2eDatabase, openNewDeskSession } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";
import { mailListPort, soldListedPort } from "./ports.ts";
import { nextWorkday } from "./visit-days.ts";

// Issue 28 "Done means": a visit booked on a property page reaches the CRM with that property's id and the
// slot, and the lead's page in the desk says "delivered". On the second server, whose Omnicasa is the
// mail server standing in for it (playwright.config.ts, mail-server.ts): the server's CRM worker sends the
// lead after the visitor's answer, never before it. Then the desk's first glance: that delivery failed
// and Omnicasa paused, as the dashboard shows them and the inbox filters them.
const texts = messages.en.adminLead.crm;
const dashboard = messages.en.adminOps.dashboard;
const filters = messages.en.adminLeads.filters;
test.use({ baseURL: `http://127.0.0.1:${soldListedPort}` });
test.describe.configure({ timeout: 180_000 });

/** The demo's villa for rent in Hoeilaart (its page is in French by default). */
const rental = 1090;

interface CrmCall {
  endpoint: string;
  body: Record<string, unknown>;
}

const crmCalls = async (): Promise<CrmCall[]> =>
  (await fetch(`http://127.0.0.1:${mailListPort}/crm-calls`)).json() as Promise<CrmCall[]>;

test("a visit booked on a property page reaches the CRM, and the desk says it was delivered", async ({
  site,
}) => {
  const { page } = site;
  const email = `crm.${Date.now().toString(36)}@example.be`;
  const day = nextWorkday();
  await page.setViewportSize({ width: 1440, height: 900 });
  await site.visit(`/property/${rental}/`);
  await page.getByRole("link", { name: "Demander une visite" }).click();
  const form = page.getByRole("region", { name: "Demander une visite" });
  await form.getByLabel("Jour").fill(day);
  await form.getByLabel("De 14:00 à 16:00").check();
  await form.getByLabel("Je remplis ces conditions").check();
  await form.getByLabel("Madame", { exact: true }).check();
  await form.getByRole("textbox", { name: /^Prénom/ }).fill("Lea");
  await form.getByRole("textbox", { name: /^Nom/ }).fill("Claes");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(email);
  await form.getByRole("textbox", { name: /^Téléphone/ }).fill("0475 12 34 56");
  await form.getByLabel("J'accepte que l'agence utilise mes données pour me répondre").check();
  await expect(form.locator(".captcha__status")).toHaveText("Vérifié. Merci.");
  await form.getByRole("button", { name: "Demander cette visite" }).click();
  await expect(page).toHaveURL(/\/fr\/merci\/contact-appointment\/$/);

  // The worker looks for due deliveries every few seconds.
  let call: CrmCall | undefined;
  await expect(async () => {
    call = (await crmCalls()).find((c) => c.body.Email === email);
    expect(call).toBeDefined();
  }).toPass({ timeout: 60_000 });
  expect(call).toMatchObject({
    endpoint: "ContactOnMe",
    body: {
      ObjectID: rental,
      AgendaComment: expect.stringContaining(day),
      LanguageId: 2,
      Name: "Claes",
    },
  });
  expect(String(call?.body.AgendaComment)).toMatch(/14:00/);
  expect(call?.body).not.toHaveProperty("CustomerPassword");

  const lead = await onE2eDatabase(
    (db) =>
      db
        .selectFrom("lead")
        .select("id")
        .where("form", "=", "contact-appointment")
        .where("fields", "like", `%${email}%`)
        .executeTakeFirstOrThrow(),
    e2eDataDirs.soldListed,
  );
  await openNewDeskSession(
    page.context(),
    { role: "admin", language: "en" },
    e2eDataDirs.soldListed,
  );
  await site.visit(`/admin/leads/${lead.id}/`);
  const crm = page.getByRole("region", { name: texts.heading });
  await expect(crm).toContainText(texts.targets.omnicasa);
  await expect(crm).toContainText(texts.states.delivered);
  await site.screenshots("admin-lead-crm");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
    // The staff list's long addresses shrink their control to the card (WCAG 1.4.10): nothing scrolls sideways.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }

  const reason = "Omnicasa refused the credentials (wrong user name or password)";
  // A minute's pause: the server's worker holds other leads back no longer than that.
  await onE2eDatabase(async (db) => {
    await db
      .updateTable("crm_delivery")
      .set({ status: "failed", last_error: reason })
      .where("lead_id", "=", lead.id)
      .execute();
    await db
      .insertInto("crm_pause")
      .values({ target: "omnicasa", paused_until: new Date(Date.now() + 60_000), reason })
      .onConflict((oc) => oc.column("target").doNothing())
      .execute();
  }, e2eDataDirs.soldListed);
  try {
    await site.visit("/admin/");
    await expect(page.getByText(/^Omnicasa is paused until /)).toBeVisible();
    await expect(page.getByText(`Why: ${reason}`)).toBeVisible();
    await site.expectAccessible();
    const figure = page.getByRole("region", { name: dashboard.crmDeliveries });
    await figure.getByRole("link", { name: new RegExp(`${dashboard.crmFailed}$`) }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/\?crm=failed$/);
    await expect(page.getByLabel(filters.crm)).toHaveValue("failed");
    await expect(page.getByRole("link", { name: "Lea Claes" })).toBeVisible();
    await site.expectAccessible();
  } finally {
    await onE2eDatabase(
      (db) => db.deleteFrom("crm_pause").where("reason", "=", reason).execute(),
      e2eDataDirs.soldListed,
    );
  }
});
