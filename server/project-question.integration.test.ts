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

// Issue 14: "ask about this project or one of its units" (thank-you page contact-construction).
describe(`a new-build project's question form on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let post: ReturnType<typeof leadPoster>;
  let project: string;
  const person = {
    title: "mr",
    firstName: "Tom",
    lastName: "Peeters",
    email: "tom@example.be",
    phone: "0475 12 34 56",
    privacy: "on",
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    const [villaFr, villaNl, studio] = snapshot.properties ?? [];
    folder = await importIntoTestDatabase(database.db, {
      ...snapshot,
      properties: [
        villaFr,
        villaNl,
        studio,
        { ...studio, language: "fr", TypeDescription: "Studio au centre", City: "Luxembourg" },
      ].filter((p) => p !== undefined),
    });
    site = await createTestApp(database);
    post = leadPoster(site.app, database.db);
    const moved = await site.app.request("http://localhost/project/7/", {
      headers: { cookie: "lang=fr" },
      redirect: "manual",
    });
    project = moved.headers.get("location") ?? "";
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => database.db.deleteFrom("rate_limit").execute());

  it("offers to ask about the project or one of its homes on offer", async () => {
    const html = await (await site.app.request(`http://localhost${project}`)).text();
    expect(html).toContain("Une question sur ce projet ?");
    expect(html).toContain('<option value="102">Studio au centre</option>');
  });

  it("stores a question about a unit, the mails showing the project, then thanks", async () => {
    const res = await post(project, { ...person, unit: "102", remark: "Date de livraison ?" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/contact-construction/");
    const lead = await database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: "contact-construction", property_id: 102 });
    expect(JSON.parse(lead.fields)).toMatchObject({ project: 7, unit: "102" });
    const [notification] = await database.db.selectFrom("outbox_message").selectAll().execute();
    expect(notification?.text).toContain("Les Jardins de Lasne, Lasne");
    expect(notification?.text).toContain("Logement: Studio au centre (102)");
    expect(notification?.text).toContain(`http://localhost${project}`);
    const thanks = await site.app.request("http://localhost/fr/merci/contact-construction/");
    expect(await thanks.text()).toContain("Merci pour votre intérêt pour ce projet");
  });

  it("refuses a unit of no project of its own, and answers 404 for a project that is gone", async () => {
    const before = await leadCount(database.db);
    const res = await post(project, { ...person, unit: "101" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Veuillez choisir un des logements disponibles");
    expect((await post(project.replace("/7/", "/999/"), person)).status).toBe(404);
    expect(await leadCount(database.db)).toBe(before);
  });
});
