import { beforeAll, describe, expect, it } from "vitest";
import { leadCount } from "#tests/support/lead-posts.ts";
import { frenchStudioSnapshot, type LeadSite, leadSite } from "#tests/support/lead-site.ts";
import { engineUnderTest } from "#tests/support/test-database.ts";

// docs/requirements.md §14: "ask about this project or one of its units" (thank-you page contact-construction).
describe(`a new-build project's question form on ${engineUnderTest}`, () => {
  const lead = leadSite({ snapshot: frenchStudioSnapshot });
  const post: LeadSite["post"] = (...args) => lead.post(...args);
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
    project = await lead.frenchPath("/project/7/");
  });

  it("offers to ask about the project or one of its homes on offer", async () => {
    const html = await (await lead.site.app.request(`http://localhost${project}`)).text();
    expect(html).toContain("Une question sur ce projet ?");
    expect(html).toContain('<option value="102">Studio au centre</option>');
  });

  it("stores a question about a unit, the mails showing the project, then thanks", async () => {
    const res = await post(project, { ...person, unit: "102", remark: "Date de livraison ?" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/merci/contact-construction/");
    const stored = await lead.database.db.selectFrom("lead").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ form: "contact-construction", property_id: 102 });
    expect(JSON.parse(stored.fields)).toMatchObject({ project: 7, unit: "102" });
    const [notification] = await lead.database.db
      .selectFrom("outbox_message")
      .selectAll()
      .execute();
    expect(notification?.text).toContain("Les Jardins de Lasne, Lasne");
    expect(notification?.text).toContain("Logement: Studio au centre (102)");
    expect(notification?.text).toContain(`http://localhost${project}`);
    const thanks = await lead.site.app.request("http://localhost/fr/merci/contact-construction/");
    expect(await thanks.text()).toContain("Merci pour votre intérêt pour ce projet");
  });

  it("refuses a unit of no project of its own, and answers 404 for a project that is gone", async () => {
    const before = await leadCount(lead.database.db);
    const res = await post(project, { ...person, unit: "101" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Veuillez choisir un des logements disponibles");
    expect((await post(project.replace("/7/", "/999/"), person)).status).toBe(404);
    expect(await leadCount(lead.database.db)).toBe(before);
  });
});
