import { describe, expect, it } from "vitest";
import { leadCount } from "#tests/support/lead-posts.ts";
import { type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14: "free valuation of my property" (§2 /Contact-demand/, thank-you page contact-demand).
describe(`the free-valuation form on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  const page = "/fr/estimation-gratuite/";
  const owner = {
    goal: "sell",
    type: "1",
    street: "Rue de la Station",
    number: "12",
    zip: "1380",
    city: "Lasne",
    bedrooms: "3",
    surface: "1450",
    title: "ms",
    firstName: "Marie",
    lastName: "Dubois",
    email: "marie@example.be",
    phone: "02 345 67 89",
    privacy: "on",
  };

  it("shows the form with the catalogue's types in the page's language", async () => {
    const html = await (await lead.site.app.request(`http://localhost${page}`)).text();
    expect(html).toContain("Demandez votre estimation gratuite");
    expect(html).toContain('<option value="1">Villa/Maison/Ferme</option>');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*value="let"/);
  });

  it("refuses a form without its required fields with the spec's French messages", async () => {
    const { type, city, zip, goal, ...rest } = owner;
    const res = await post(page, { ...rest, zip: "98" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Le type de bien est manquant.");
    expect(html).toContain("La localité est manquante.");
    expect(html).toContain("Indiquez un code postal comme 1050");
    expect(html).toContain("Veuillez indiquer si vous souhaitez vendre ou louer.");
    expect(html).toMatch(/id="contact-demand-street"[^>]*value="Rue de la Station"/);
    // A type the catalogue does not know.
    expect((await post(page, { ...owner, type: "42" })).status).toBe(400);
    expect(await leadCount(lead.database.db)).toBe(0);
  });

  it("stores the request with both mails, then thanks on contact-demand's page", async () => {
    const res = await post(page, { ...owner, zip: "l-1009" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/contact-demand/");
    const stored = await lead.database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(stored.form).toBe("contact-demand");
    expect(JSON.parse(stored.fields)).toMatchObject({ type: "1", bedrooms: 3, surface: 1450 });
    const mails = await lead.database.db
      .selectFrom("outbox_message")
      .selectAll()
      .orderBy("id")
      .execute();
    // Sent without a captcha: the visitor's confirmation waits for their click (ADR 034).
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ["agency-notification", "queued"],
      ["visitor-confirmation", "held"],
      ["lead-confirmation", "queued"],
    ]);
    expect(mails[0]?.text).toContain("Type de bien: Villa/Maison/Ferme");
    expect(mails[0]?.text).toContain("Adresse: Rue de la Station 12, L-1009 Lasne");
    expect(mails[0]?.text).toContain("Surface habitable (m²): 1.450 m²");
    expect(mails[0]?.text).toContain("Vous souhaitez: Le vendre");
    const thanks = await lead.site.app.request("http://localhost/fr/merci/contact-demand/");
    expect(await thanks.text()).toContain("Merci pour votre demande d&#x27;estimation");
  });
});
