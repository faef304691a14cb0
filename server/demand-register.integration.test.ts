import { describe, expect, it } from "vitest";
import { leadCount } from "#tests/support/lead-posts.ts";
import { type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14: the demand register (§2 /demand-register/, §5) and the page of one's searches (ADR 029).
describe(`the demand register on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
  const page = "/fr/enregistrer-ma-recherche/";
  const searches = "/fr/enregistrer-ma-recherche/mes-recherches/";
  const demand: [string, string][] = [
    ["goal", "buy"],
    ["types", "1"],
    ["zones", "1380 Lasne"],
    ["budgetMax", "450000"],
    ["bedrooms", "3"],
    ["title", "ms"],
    ["firstName", "Eva"],
    ["lastName", "Maes"],
    ["email", "eva@example.be"],
    ["phone", "0475 12 34 56"],
    ["privacy", "on"],
  ];
  const password = "tuin-en-zon-2026";

  it("offers the catalogue's types and towns, and answers the spec's original path", async () => {
    const html = await (await lead.site.app.request(`http://localhost${page}`)).text();
    expect(html).toMatch(/type="checkbox"[^>]*value="1380 Lasne"/);
    expect(html).toContain("Villa/Maison/Ferme");
    const original = await lead.site.app.request("http://localhost/demand-register/", {
      redirect: "manual",
    });
    expect(original.status).toBe(301);
  });

  it("refuses a town or a type the catalogue does not know", async () => {
    const unknown = await post(page, [...demand, ["zones", "9999 Nulle-part"]]);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Veuillez choisir au moins une localité.");
    expect(await leadCount(lead.database.db)).toBe(0);
  });

  it("registers a search with an account, keeping only the password's hash, then thanks", async () => {
    const res = await post(page, [...demand, ["password", password], ["passwordRepeat", password]]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/demand-register/");
    const stored = await lead.database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(stored.fields).not.toContain(password);
    expect(JSON.parse(stored.fields)).toMatchObject({
      types: ["1"],
      zones: ["1380 Lasne"],
      account: true,
    });
    const account = await lead.database.db
      .selectFrom("demand_account")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const [notification] = await lead.database.db
      .selectFrom("outbox_message")
      .selectAll()
      .execute();
    expect(notification?.text).toContain("Types de bien: Villa/Maison/Ferme");
    expect(notification?.text).toContain("Budget: jusqu'à €\u00a0450.000");
    const thanks = await lead.site.app.request("http://localhost/fr/merci/demand-register/");
    expect(await thanks.text()).toContain("Votre recherche est enregistrée");
  });

  it("never opens an account to someone who registers with its address and another password", async () => {
    const before = await lead.database.db.selectFrom("demand_account").selectAll().execute();
    const intruder = "sesame-ouvre-toi";
    const res = await post(page, [...demand, ["password", intruder], ["passwordRepeat", intruder]]);
    // The search still reaches the agency, outside the account.
    expect(res.status).toBe(303);
    const [last] = await lead.database.db
      .selectFrom("lead")
      .select("fields")
      .orderBy("id", "desc")
      .execute();
    expect(JSON.parse(last?.fields ?? "{}").account).toBe(false);
    expect(await lead.database.db.selectFrom("demand_account").selectAll().execute()).toEqual(
      before,
    );
    const signIn = await post(searches, {
      email: "eva@example.be",
      password: intruder,
      intent: "show",
    });
    expect(signIn.status).toBe(400);
  });

  it("shows one's searches only with the right password, and deletes them", async () => {
    const signIn = (pass: string, intent: string) =>
      post(searches, { email: "EVA@example.be", password: pass, intent });
    const wrong = await signIn("not-the-password", "show");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(
      "Cette adresse e-mail et ce mot de passe ne correspondent pas.",
    );
    const shown = await (await signIn(password, "show")).text();
    expect(shown).toContain("Enregistrée le");
    expect(shown).toContain("1380 Lasne");
    const deleted = await (await signIn(password, "delete")).text();
    expect(deleted).toContain("Vos recherches sont supprimées.");
    // The search registered outside the account stays with the agency.
    expect(await leadCount(lead.database.db)).toBe(1);
  });
});
