import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { deleteDemands } from "#app/data/leads/demand-accounts.server.ts";
import { siteConfigSchema } from "#app/model/config/site-config.ts";
import { configureCrmTargets, leadCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { leadPoster, shownAgo, solvedGuard } from "#tests/support/lead-posts.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 28 "Deliver", ADR 064: a lead posted through a form is queued for the configured CRM targets in
// its transaction, held while it waits for its confirmation link; the configuration's forms decide.
describe(`leads queued for the CRM on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const config = siteConfigSchema.parse(testSiteConfig("Immo Lumière"));
  const visitor = {
    title: "ms",
    firstName: "Zoë",
    lastName: "Peeters",
    email: "zoe@example.be",
    phone: "0475 12 34 56",
    remark: "Is the house in Uccle still for sale?",
    privacy: "on",
  };
  const deliveries = () =>
    database.db.selectFrom("crm_delivery").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSiteConfig(database.db, testSiteConfig("Immo Lumière"));
    await configureCrmTargets(database.db, ["webhook"]);
    site = await createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("queues a verified lead's delivery at once and holds an unverified one", async () => {
    const post = leadPoster(site.app, database.db);
    const solved = await post("/en/contact/", visitor, solvedGuard(site.app, database.db));
    expect(solved.status).toBe(303);
    await database.db.deleteFrom("rate_limit").execute();
    const unsolved = await post("/en/contact/", visitor, shownAgo(database.db));
    expect(unsolved.status).toBe(303);
    const leads = await database.db.selectFrom("lead").select("id").orderBy("id").execute();
    expect(await deliveries()).toMatchObject([
      { lead_id: leads[0]?.id, target: "webhook", kind: "lead", status: "waiting", attempts: 0 },
      { lead_id: leads[1]?.id, target: "webhook", kind: "lead", status: "held" },
    ]);
  });

  it("sends only the forms the configuration names, to the configured targets", async () => {
    expect(await leadCrmTargets(database.db, config, "site-contact")).toEqual(["webhook"]);
    expect(await leadCrmTargets(database.db, config, "send-to-friend")).toEqual([]);
    const none = { ...config, crm: { ...config.crm, forms: [] } };
    expect(await leadCrmTargets(database.db, none, "site-contact")).toEqual([]);
  });

  it("queues an unsubscribe when searches are deleted, and drops their own deliveries", async () => {
    const [first] = await database.db.selectFrom("lead").select("id").orderBy("id").execute();
    await deleteDemands(database.db, [first?.id ?? 0], {
      targets: ["webhook"],
      person: { email: "zoe@example.be", language: "nl" },
      now: new Date(),
    });
    const rows = await deliveries();
    expect(rows.filter((row) => row.lead_id === first?.id)).toEqual([]);
    expect(rows.at(-1)).toMatchObject({
      lead_id: null,
      kind: "unsubscribe",
      status: "waiting",
      payload: JSON.stringify({ email: "zoe@example.be", language: "nl" }),
    });
  });
});
