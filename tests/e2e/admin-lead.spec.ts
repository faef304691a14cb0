import { openDatabase } from "#app/data/database.server.ts";
import { openDeskSessionOf } from "./desk-cookie.ts";
import { expect, test } from "./fixtures.ts";
import { mailedMatch } from "./mails.ts";

// docs/requirements.md §17 (a lead's page), ADR 052: a visitor asks about a property through its real
// form; an agent opens the lead in the desk, sets its status, assigns it to the admin (who is mailed),
// and adds a note, with plain forms. axe at 390 and 1440 px. The demo's staff speak French.
test.describe.configure({ timeout: 180_000 });

/** The demo's villa for rent in Hoeilaart (its page is in French by default). */
const rental = "/property/1090/";
const admin = "admin@immo-lumiere.example";

/** The id of the lead the visitor with this address sent. */
async function leadOf(email: string): Promise<number> {
  const { db } = openDatabase({ dataDir: "test-results/e2e-data" });
  try {
    const leads = await db
      .selectFrom("lead")
      .select(["id", "fields"])
      .orderBy("id", "desc")
      .execute();
    const lead = leads.find((l) => (JSON.parse(l.fields) as { email?: string }).email === email);
    if (!lead) throw new Error(`no lead from ${email}`);
    return Number(lead.id);
  } finally {
    await db.destroy();
  }
}

test("an agent handles a lead sent through a property's question form", async ({ site }) => {
  const { page } = site;
  const email = `lea.${Date.now()}@example.be`;
  await site.visit(rental);
  const form = page.getByRole("region", { name: "Poser une question" });
  await form.getByLabel("Votre question").fill("Le jardin est-il orienté au sud ?");
  await form.getByLabel("Madame", { exact: true }).check();
  await form.getByRole("textbox", { name: /^Prénom/ }).fill("Léa");
  await form.getByRole("textbox", { name: /^Nom/ }).fill("Lambert");
  await form.getByRole("textbox", { name: /^E-mail/ }).fill(email);
  await form.getByRole("textbox", { name: /^Téléphone/ }).fill("0475 12 34 56");
  await form.getByLabel("J'accepte que l'agence utilise mes données pour me répondre").check();
  await expect(form.locator(".captcha__status")).toHaveText("Vérifié. Merci.");
  await form.getByRole("button", { name: "Envoyer ma question" }).click();
  await expect(page).toHaveURL(/\/fr\/[^/]+\/[^/]+\/$/);
  const id = await leadOf(email);

  await openDeskSessionOf(page.context(), "agent@immo-lumiere.example");
  const path = `/admin/leads/${id}/`;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.visit(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Demande ${id}`);
    await site.expectAccessible();
    await site.expectAllTexts();
  }
  const sent = page.getByRole("region", { name: "Telle qu'envoyée" });
  await expect(sent.getByText("Le jardin est-il orienté au sud ?")).toBeVisible();
  await expect(sent.getByText(email)).toBeVisible();
  await expect(page.getByText("Vérifiée (captcha résolu)")).toBeVisible();
  const property = page.getByRole("region", { name: "Bien" });
  await expect(property.getByText("Id CRM 1090")).toBeVisible();
  await expect(property.getByRole("link")).toHaveAttribute("href", /\/1090\/$/);
  await expect(page.getByRole("link", { name: "Répondre par e-mail" })).toHaveAttribute(
    "href",
    new RegExp(
      `^mailto:${email.replace(/\./g, "\\.")}\\?subject=Re%3A%20Question%20sur%20un%20bien`,
    ),
  );
  const mails = page.getByRole("region", { name: "E-mails de cette demande" });
  await expect(mails.getByText("L'agence")).toBeVisible();
  await site.screenshots("admin-lead");

  await page.getByLabel("Statut", { exact: true }).selectOption("in_progress");
  await page.getByRole("button", { name: "Enregistrer le statut" }).click();
  await expect(page.getByRole("status")).toHaveText("Le statut est enregistré.");
  await expect(page.getByText("Statut passé à En cours")).toBeVisible();

  const since = Date.now();
  await page.getByLabel("Attribuer à").selectOption({ label: "Claire Dumont (administrateur)" });
  await page.getByRole("button", { name: "Attribuer", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("L'attribution est enregistrée.");
  await expect(page.getByText("Attribuée à Claire Dumont")).toBeVisible();
  // The admin's mail, in her (French) desk language, names the form and the visitor, and links here.
  await mailedMatch(
    admin,
    /Jonas Peeters vous a attribué une demande : Question sur un bien de Léa Lambert/,
    since,
  );
  await mailedMatch(admin, new RegExp(`/admin/leads/${id}/`), since);

  await page.getByLabel("Ajouter une note").fill("Rappelée : visite samedi à 10 h.");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByRole("status")).toHaveText("La note est ajoutée.");
  await expect(page.getByText("Rappelée : visite samedi à 10 h.")).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await site.expectAccessible();
  }
  await site.screenshots("admin-lead-handled");
});
