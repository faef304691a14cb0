import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import type { CrmAttempt, CrmDelivery, LeadForCrm } from "#app/model/crm/crm-delivery.ts";
import type { LeadFields, LeadForm } from "#app/model/leads/lead.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { syncFromOmnicasa } from "#app/services/omnicasa/omnicasa-sync.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  type OmnicasaReplay,
  replayCredentials,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import { testSiteConfig } from "#tests/support/site-config-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { crmSenders } from "./crm-senders.server.ts";
import { catalogueLookups } from "./omnicasa-lookups.server.ts";
import { type OmnicasaLookups, omnicasaTarget } from "./omnicasa-target.server.ts";

// Issue 28 "Done means": the Omnicasa target against the replay server, one test per outcome, with the catalogue
// the sync imported from the same replay (properties 4711, 4712 and 5001; project 900; types 1, 2 and 5, the
// CRM's type list mapping 1 and 2 to its own ids).

const person: LeadFields = {
  title: "mr",
  firstName: "Jan",
  lastName: "Peeters",
  email: "jan@example.be",
  phone: "0475 12 34 56",
  privacy: true,
  newsletter: false,
};

function lead(
  form: LeadForm,
  fields: LeadFields = {},
  propertyId: number | null = null,
): CrmDelivery {
  const one: LeadForCrm = {
    id: 7,
    form,
    language: "nl",
    propertyId,
    fields: { ...person, ...fields },
    source: null,
    createdAt: new Date("2026-11-28T09:00:00Z"),
  };
  return { kind: "lead", lead: one };
}

const attempt = (number = 1, signal = new AbortController().signal): CrmAttempt => ({
  deliveryId: 1,
  number,
  earlierUnknown: number > 1,
  signal,
});

describe(`the Omnicasa lead target on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let lookups: OmnicasaLookups;
  const target = (credentials = replayCredentials, own = lookups) =>
    omnicasaTarget({ url: replay.url, ...credentials }, own, {
      timeoutMs: 300,
      maxAnswerBytes: 100_000,
    });

  beforeEach(async () => {
    t = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "omnicasa-leads-test-"));
    const policy = {
      pageSize: 50,
      timeoutMs: 2_000,
      attempts: 1,
      backoffMs: 10,
      maxAnswerBytes: 1_000_000,
    };
    const synced = await syncFromOmnicasa(
      t.db,
      { url: replay.url, ...replayCredentials },
      {
        engine: engineUnderTest,
        mediaDir: join(folder, "media"),
        now: new Date("2026-11-23T09:00:00.000Z"),
        policy,
      },
    );
    expect(synced).toMatchObject({ ok: true });
    lookups = catalogueLookups(t.db, async () => ({ sourceId: 5, siteId: 12, officeId: 3 }));
  });
  afterEach(async () => {
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("books a visit on the property's CRM id with the day and slot, never sending the password in the call's fields", async () => {
    const visit = lead("contact-appointment", { day: "2026-12-03", slot: "10:00-10:30" }, 4711);
    expect(await target().send(visit, attempt())).toEqual({ kind: "delivered", answer: "true" });
    expect(replay.contacts).toEqual([
      {
        endpoint: "ContactOnMe",
        body: expect.objectContaining({
          ObjectID: 4711,
          AgendaComment: "2026-12-03 10:00-10:30",
          LanguageId: 1,
          SourceId: 5,
          SiteId: 12,
          OfficeID: 3,
          CustomStr1: "lead-7",
          IsMergedDemandIfExisting: true,
        }),
      },
    ]);
  });

  it("is the server's sender when the three OMNICASA_ variables are set, with the ids the site configuration holds now", async () => {
    const omnicasa = {
      OMNICASA_URL: replay.url,
      OMNICASA_CUSTOMER_NAME: replayCredentials.customerName,
      OMNICASA_CUSTOMER_PASSWORD: replayCredentials.customerPassword,
    };
    const webhook = {
      LEAD_WEBHOOK_URL: "https://crm.example/leads",
      LEAD_WEBHOOK_SECRET: "s".repeat(32),
    };
    expect(crmSenders(t.db, parseEnv({})).map((sender) => sender.name)).toEqual([]);
    expect(crmSenders(t.db, parseEnv(webhook)).map((sender) => sender.name)).toEqual(["webhook"]);
    const senders = crmSenders(t.db, parseEnv({ ...omnicasa, ...webhook }));
    expect(senders.map((sender) => sender.name)).toEqual(["omnicasa", "webhook"]);
    const config = testSiteConfig("Immo Lumière");
    await writeSiteConfig(t.db, { ...config, crm: { omnicasa: { sourceId: 41, siteId: 42 } } });
    const visit = lead("contact-appointment", { day: "2026-12-03", slot: "10:00-10:30" }, 4711);
    expect(await senders[0]?.send(visit, attempt())).toMatchObject({ kind: "delivered" });
    expect(replay.contacts[0]?.body).toMatchObject({ ObjectID: 4711, SourceId: 41, SiteId: 42 });
    expect(replay.contacts[0]?.body).not.toHaveProperty("OfficeID");
  });

  it("sends a project question to ContactOnMeProject and a search with the CRM's type ids the sync stored", async () => {
    await target().send(lead("contact-construction", { project: 900 }, 4712), attempt());
    // Apartment (WebID 2) maps to two CRM types; commerce (5) is in the catalogue, not in the CRM's list; 77 in neither.
    const search = lead("demand-register", {
      goal: "buy",
      types: ["2", "5", "77"],
      zones: ["1380 Lasne", "1300 Wavre"],
    });
    await target().send(search, attempt());
    expect(replay.contacts.map((c) => c.endpoint)).toEqual(["ContactOnMeProject", "ContactOnMe"]);
    expect(replay.contacts[0]?.body).toMatchObject({ ProjectIDs: [900] });
    expect(replay.contacts[1]?.body).toMatchObject({
      IsCreatedDemand: true,
      Goal: 0,
      TypeOfPropertyIDs: [20, 21],
      WebIDs: [2, 5],
      DemandComment: "Soorten panden: Handelspand, WebID 77\nGemeenten: 1380 Lasne, 1300 Wavre",
    });
    expect(replay.contacts[1]?.body).not.toHaveProperty("GeographicIDs");
  });

  it("sends a search's types as WebIDs only, named, before a sync could store the CRM's type list", async () => {
    await t.db.deleteFrom("site_setting").where("key", "=", "sync.crm-property-types").execute();
    await target().send(
      lead("demand-register", { goal: "rent", types: ["2"], zones: [] }),
      attempt(),
    );
    expect(replay.contacts[0]?.body).toMatchObject({
      WebIDs: [2],
      DemandComment: "Soorten panden: Appartement",
    });
    expect(replay.contacts[0]?.body).not.toHaveProperty("TypeOfPropertyIDs");
  });

  it("names a property the catalogue no longer holds instead of sending its id", async () => {
    const outcome = await target().send(lead("contact-me", {}, 999), attempt());
    expect(outcome.kind).toBe("delivered");
    expect(replay.contacts[0]?.body).not.toHaveProperty("ObjectID");
  });

  it("fails at once a property id the CRM does not know", async () => {
    const stale = { ...lookups, hasProperty: async () => true };
    expect(
      await target(replayCredentials, stale).send(lead("contact-me", {}, 999), attempt()),
    ).toEqual({
      kind: "refused",
      error: 'unknown property id 999: Omnicasa answered "Object 999 not found" (code 2)',
    });
  });

  it("pauses on wrong credentials, in words and without the password", async () => {
    const wrong = {
      customerName: replayCredentials.customerName,
      customerPassword: "not-the-password",
    };
    const outcome = await target(wrong).send(lead("site-contact"), attempt());
    expect(outcome).toEqual({
      kind: "pause",
      error: 'wrong credentials: Omnicasa answered "Invalid customer" (code 1)',
    });
    replay.failContacts("401", 1);
    const refused = await target().send(lead("site-contact"), attempt());
    expect(refused.kind).toBe("pause");
    expect(JSON.stringify(refused)).not.toContain(replayCredentials.customerPassword);
  });

  it("pauses on a quota", async () => {
    replay.failContacts("quota", 1);
    expect(await target().send(lead("site-contact"), attempt())).toEqual({
      kind: "pause",
      error: 'quota: Omnicasa answered "Request limit exceeded" (code 429)',
    });
  });

  it("retries a 5xx, then delivers once", async () => {
    replay.failContacts("500", 1);
    expect(await target().send(lead("site-contact"), attempt())).toEqual({
      kind: "retry",
      error: "Omnicasa is failing: ContactOnMe answered HTTP 500",
      unknown: true,
    });
    expect((await target().send(lead("site-contact"), attempt(2))).kind).toBe("delivered");
    expect([...replay.made]).toEqual([["lead-7", 1]]);
  });

  it("retries a time-out after the body was sent as unknown, and the retry merges into the same contact", async () => {
    replay.failContacts("silent", 1);
    expect(await target().send(lead("contact-me", {}, 4711), attempt())).toEqual({
      kind: "retry",
      error: "ContactOnMe: no complete answer within 300 ms",
      unknown: true,
    });
    expect((await target().send(lead("contact-me", {}, 4711), attempt(2))).kind).toBe("delivered");
    // Two calls, one contact: the CRM merges on our lead id.
    expect([...replay.made]).toEqual([["lead-7", 2]]);
  });

  it("retries garbage and a cut-off answer as unknown", async () => {
    replay.failContacts("garbage", 1);
    expect(await target().send(lead("site-contact"), attempt())).toEqual({
      kind: "retry",
      error: "ContactOnMe answered something that is not an Omnicasa answer",
      unknown: true,
    });
    replay.failContacts("cut-off", 1);
    expect(await target().send(lead("site-contact"), attempt())).toMatchObject({
      kind: "retry",
      unknown: true,
    });
  });

  it("retries a CRM that is down as not sent", async () => {
    const down = `http://127.0.0.1:${await freePort()}/svc/`;
    const nowhere = omnicasaTarget({ url: down, ...replayCredentials }, lookups);
    expect(await nowhere.send(lead("site-contact"), attempt())).toEqual({
      kind: "retry",
      error: "ContactOnMe: cannot reach Omnicasa (ECONNREFUSED)",
      unknown: false,
    });
  });

  it("unsubscribes the person the address belongs to, and says so when the CRM has none", async () => {
    const at = new Date("2026-11-28T10:00:00Z");
    const unsubscribe: CrmDelivery = {
      kind: "unsubscribe",
      email: "jan@example.be",
      language: "fr",
      at,
    };
    expect(await target().send(unsubscribe, attempt())).toEqual({
      kind: "delivered",
      answer: "no person with this address in Omnicasa",
    });
    await target().send(
      lead("demand-register", { goal: "rent", types: ["1"], zones: [] }),
      attempt(),
    );
    expect(await target().send(unsubscribe, attempt())).toEqual({
      kind: "delivered",
      answer: "true",
    });
    expect(replay.contacts.at(-1)).toEqual({
      endpoint: "UnsubscribeDemandPerson",
      body: { LanguageId: 2, OfficeID: 3, ID: 1000 },
    });
  });

  it("refuses a property sent to a friend, and stops waiting when the queue stops", async () => {
    expect(await target().send(lead("send-to-friend", {}, 4711), attempt())).toEqual({
      kind: "refused",
      error: "a property sent to a friend is not a lead for the CRM",
    });
    replay.failContacts("silent", 1);
    const stop = new AbortController();
    const sending = target().send(lead("site-contact"), attempt(1, stop.signal));
    setTimeout(() => stop.abort(), 20);
    expect(await sending).toMatchObject({ kind: "retry", unknown: true });
  });
});
