import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdsAddress } from "#app/domain/person-address.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { recipientHash } from "#app/services/leads/mail-gate.server.ts";
import {
  addTestDemand,
  addTestLead,
  addTestSubscriber,
  testMail,
} from "#tests/support/people-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import {
  erasePersonEverywhere,
  exportPerson,
  findPerson,
  parseAddress,
  personCounts,
} from "./person-data.server.ts";

// docs/requirements.md §17 "a person's data on request" (GDPR art. 15 and 17, ADR 053).
describe(`a person's data on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const bob = "bob@example.be";
  const act = { staffId: 0, clientAddress: "203.0.113.9", now: new Date("2026-11-27T12:00:00Z") };
  let staffId = 0;
  const ids = { own: 0, demand: 0, friend: 0, other: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    staffId = await addTestStaff(db, { role: "agent" });
    ids.own = await addTestLead(db, {
      fields: {
        firstName: "Bob",
        lastName: "Peeters",
        email: "Bob@Example.be",
        phone: "0475 12 34 56",
      },
      mails: [
        testMail("agency@immo.example", { replyTo: "Bob Peeters <Bob@Example.be>" }),
        testMail("Bob Peeters <bob@example.be>", { kind: "visitor-confirmation", status: "held" }),
      ],
    });
    ids.demand = await addTestDemand(db, bob, { account: true });
    await addTestSubscriber(db, "BOB@example.be");
    ids.friend = await addTestLead(db, {
      form: "send-to-friend",
      fields: {
        firstName: "Alice",
        email: "alice@example.be",
        friendEmail: bob,
        message: "Look, bob@example.be!",
      },
      mails: [testMail(bob, { kind: "friend", text: "Alice sends you a house" })],
    });
    ids.other = await addTestLead(db, {
      fields: { firstName: "Jim", email: "jimbob@example.be", message: "Not bob's." },
      mails: [testMail("jimbob@example.be", { kind: "visitor-confirmation" })],
    });
    await db
      .insertInto("lead_event")
      .values([
        {
          lead_id: ids.own,
          staff_id: staffId,
          kind: "note",
          body: "Called Bob",
          created_at: act.now,
        },
        {
          lead_id: ids.friend,
          staff_id: staffId,
          kind: "note",
          body: "Friend is bob@example.be",
          created_at: act.now,
        },
      ])
      .execute();
    await db
      .insertInto("mail_recipient")
      .values({ address_hash: recipientHash(await guardKey(db), bob), first_mailed_at: 1 })
      .execute();
  });
  afterAll(() => database.dispose());

  it("takes a whole e-mail address, trimmed and in lower case, and refuses anything else", () => {
    expect(parseAddress("  Bob@Example.BE ")).toBe(bob);
    for (const bad of [
      "",
      "bob",
      "bob@",
      "@example.be",
      42,
      undefined,
      `${"a".repeat(250)}@example.be`,
    ])
      expect(parseAddress(bad)).toBeUndefined();
  });

  it("finds every lead, search, subscription and mail holding the address, and nothing else", async () => {
    const found = await findPerson(database.db, bob);
    expect(found.leads.map((lead) => lead.id).sort()).toEqual(
      [ids.own, ids.demand, ids.friend].sort(),
    );
    expect(found.leads.find((lead) => lead.id === ids.own)?.events.map((e) => e.body)).toEqual([
      "Called Bob",
    ]);
    expect(found.messages.map((m) => m.kind).sort()).toEqual([
      "agency-notification",
      "friend",
      "visitor-confirmation",
    ]);
    expect(found.demandAccount).toBeDefined();
    expect(found.subscription?.status).toBe("confirmed");
    expect(found.remembered).toBe(true);
    expect(personCounts(found)).toEqual({
      leads: 3,
      demandSearches: 1,
      demandAccounts: 1,
      subscriptions: 1,
      messages: 3,
    });
    const nobody = await findPerson(database.db, "nobody@example.be");
    expect(personCounts(nobody)).toEqual({
      leads: 0,
      demandSearches: 0,
      demandAccounts: 0,
      subscriptions: 0,
      messages: 0,
    });
  });

  it("exports everything as readable JSON, without secrets, and audits counts only", async () => {
    const exported = await exportPerson(database.db, bob, { ...act, staffId });
    const json = JSON.parse(JSON.stringify(exported));
    expect(json.emailAddress).toBe(bob);
    const own = json.leads.find((lead: { id: number }) => lead.id === ids.own);
    expect(own).toMatchObject({
      form: "site-contact",
      status: "new",
      verified: true,
      fieldsAsSent: { firstName: "Bob", phone: "0475 12 34 56" },
      timeline: [{ kind: "note", text: "Called Bob" }],
    });
    expect(json.demandRegisterAccount).toEqual({ createdAt: "2026-11-21T10:00:00.000Z" });
    expect(json.newsletterSubscription).toMatchObject({ status: "confirmed", language: "nl" });
    expect(json.mails).toHaveLength(3);
    expect(JSON.stringify(json)).not.toMatch(/argon2id|unsub-/);
    const audit = await database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "person.export")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.staff_id).toBe(staffId);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ leads: 3, messages: 3 });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("bob");
  });

  it("erases the address from every table in one go, keeps other people's rows, and audits counts only", async () => {
    const counts = await erasePersonEverywhere(database.db, bob, { ...act, staffId });
    expect(counts).toEqual({
      leadsDeleted: 2,
      leadsAnonymised: 1,
      messagesDeleted: 3,
      demandAccountsDeleted: 1,
      subscriptionsDeleted: 1,
      recipientsForgotten: 1,
    });
    const hash = recipientHash(await guardKey(database.db), bob);
    const tables = await database.db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const rows = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table.name)}`.execute(database.db);
      const text = JSON.stringify(rows.rows).toLowerCase();
      expect(holdsAddress(text, bob), table.name).toBe(false);
      expect(text.includes(hash), table.name).toBe(false);
    }
    const friend = await database.db
      .selectFrom("lead")
      .selectAll()
      .where("id", "=", ids.friend)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(friend.fields)).toMatchObject({
      firstName: "Alice",
      friendEmail: "[erased]",
      message: "Look, [erased]!",
    });
    const events = await database.db.selectFrom("lead_event").select(["lead_id", "body"]).execute();
    expect(events).toEqual([{ lead_id: ids.friend, body: "Friend is [erased]" }]);
    const other = await findPerson(database.db, "jimbob@example.be");
    expect(personCounts(other)).toMatchObject({ leads: 1, messages: 1 });
    const audit = await database.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "person.erase")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toEqual(counts);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("bob");
    expect(personCounts(await findPerson(database.db, bob))).toEqual({
      leads: 0,
      demandSearches: 0,
      demandAccounts: 0,
      subscriptions: 0,
      messages: 0,
    });
  });
});
