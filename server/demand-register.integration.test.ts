import { rm } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { leadCount, leadPoster } from "#tests/support/lead-posts.ts";
import { testSiteConfig } from "../tests/support/site-config-fixture.ts";
import { importIntoTestDatabase } from "../tests/support/snapshot-files.ts";
import { snapshot } from "../tests/support/snapshot-fixture.ts";
import { createTestApp } from "../tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

// Issue 14: the demand register (spec §2 /demand-register/, §5) and the page of one's searches (ADR 029).
describe(`the demand register on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let post: ReturnType<typeof leadPoster>;
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

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    folder = await importIntoTestDatabase(database.db, snapshot);
    site = await createTestApp(database);
    post = leadPoster(site.app, database.db);
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => database.db.deleteFrom("rate_limit").execute());
  it("offers the catalogue's types and towns, and answers the spec's original path", async () => {
    const html = await (await site.app.request(`http://localhost${page}`)).text();
    expect(html).toMatch(/type="checkbox"[^>]*value="1380 Lasne"/);
    expect(html).toContain("Villa/Maison/Ferme");
    const original = await site.app.request("http://localhost/demand-register/", {
      redirect: "manual",
    });
    expect(original.status).toBe(301);
  });

  it("refuses a town or a type the catalogue does not know", async () => {
    const unknown = await post(page, [...demand, ["zones", "9999 Nulle-part"]]);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Veuillez choisir au moins une localité.");
    expect(await leadCount(database.db)).toBe(0);
  });

  it("registers a search with an account, keeping only the password's hash, then thanks", async () => {
    const res = await post(page, [...demand, ["password", password], ["passwordRepeat", password]]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/demand-register/");
    const lead = await database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(lead.fields).not.toContain(password);
    expect(JSON.parse(lead.fields)).toMatchObject({
      types: ["1"],
      zones: ["1380 Lasne"],
      account: true,
    });
    const account = await database.db
      .selectFrom("demand_account")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    const [notification] = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(notification?.text).toContain("Types de bien: Villa/Maison/Ferme");
    expect(notification?.text).toContain("Budget: jusqu'à €\u00a0450.000");
    const thanks = await site.app.request("http://localhost/fr/merci/demand-register/");
    expect(await thanks.text()).toContain("Votre recherche est enregistrée");
  });

  it("never opens an account to someone who registers with its address and another password", async () => {
    const before = await database.db.selectFrom("demand_account").selectAll().execute();
    const intruder = "sesame-ouvre-toi";
    const res = await post(page, [...demand, ["password", intruder], ["passwordRepeat", intruder]]);
    // The search still reaches the agency, outside the account.
    expect(res.status).toBe(303);
    const [last] = await database.db
      .selectFrom("lead")
      .select("fields")
      .orderBy("id", "desc")
      .execute();
    expect(JSON.parse(last?.fields ?? "{}").account).toBe(false);
    expect(await database.db.selectFrom("demand_account").selectAll().execute()).toEqual(before);
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
    expect(await leadCount(database.db)).toBe(1);
  });
});
