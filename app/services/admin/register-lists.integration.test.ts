import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  demandSearchList,
  eraseDemandEntry,
  eraseSubscriberEntry,
  exportDemandSearches,
  exportSubscribers,
  subscriberList,
} from "./register-lists.server.ts";

// docs/requirements.md §17: the demand register's and the newsletter's lists at the desk, their
// filters, CSV rows and erasing one entry, audited without personal data (ADR 053).
describe(`the demand register and newsletter lists on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const act = { staffId: 0, clientAddress: "203.0.113.9", now: new Date("2026-11-27T12:00:00Z") };
  const ids = { ann: 0, ben: 0, benAgain: 0, cleo: 0 };
  const collect = async <T>(rows: AsyncIterable<T>) => {
    const all: T[] = [];
    for await (const row of rows) all.push(row);
    return all;
  };
  const audits = (action: string) =>
    database.db.selectFrom("staff_audit").selectAll().where("action", "=", action).execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    act.staffId = await addTestStaff(db, { role: "agent" });
    ids.ann = await addTestDemand(db, "ann@example.be", {
      name: "Ann",
      zones: ["Gent"],
      at: new Date("2026-11-01T09:00:00Z"),
    });
    ids.ben = await addTestDemand(db, "ben@example.be", {
      name: "Ben",
      zones: ["Brugge"],
      account: true,
      language: "fr",
      verified: false,
      at: new Date("2026-11-15T09:00:00Z"),
    });
    ids.benAgain = await addTestDemand(db, "ben@example.be", {
      name: "Ben",
      zones: ["Knokke"],
      account: true,
      language: "fr",
      at: new Date("2026-11-20T09:00:00Z"),
    });
    await addTestLead(db, { fields: { firstName: "Not", email: "contact@example.be" } });
    await addTestSubscriber(db, "cleo@example.be", {
      status: "pending",
      at: new Date("2026-11-02T09:00:00Z"),
    });
    await addTestSubscriber(db, "dirk@example.be", { status: "confirmed", language: "fr" });
    await addTestSubscriber(db, "eva@example.be", { status: "unsubscribed", language: "de" });
    await addTestLead(db, {
      form: "sign-newsletter",
      fields: { email: "cleo@example.be" },
      mails: [testMail("cleo@example.be", { kind: "newsletter-confirmation" })],
    });
    ids.cleo = (
      await db
        .selectFrom("newsletter_subscriber")
        .select("id")
        .where("email", "=", "cleo@example.be")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.dispose());

  it("lists the demand searches newest first: who, what they look for, confirmed, account", async () => {
    const { searches, total } = await demandSearchList(database.db, {}, "en");
    expect(total).toBe(3);
    expect(searches.map((s) => s.id)).toEqual([ids.benAgain, ids.ben, ids.ann]);
    expect(searches[1]).toMatchObject({
      name: "Ben Peeters",
      email: "ben@example.be",
      language: "fr",
      confirmed: false,
      account: true,
    });
    expect(searches[1]?.wanted).toContain("Brugge");
    expect(searches[1]?.wanted).not.toContain("undefined");
  });

  it("filters the demand searches by status, language, free text and dates (agency days)", async () => {
    const idsOf = async (filter: Parameters<typeof demandSearchList>[1]) =>
      (await demandSearchList(database.db, filter, "en")).searches.map((s) => s.id);
    expect(await idsOf({ status: "unconfirmed" })).toEqual([ids.ben]);
    expect(await idsOf({ status: "confirmed", language: "fr" })).toEqual([ids.benAgain]);
    expect(await idsOf({ q: "KNOKKE" })).toEqual([ids.benAgain]);
    expect(await idsOf({ q: "100%_" })).toEqual([]);
    expect(await idsOf({ from: "2026-11-15", to: "2026-11-15" })).toEqual([ids.ben]);
    expect(await idsOf({ to: "2026-11-01" })).toEqual([ids.ann]);
    expect(await idsOf({ page: 2 })).toEqual([]);
  });

  it("lists and filters the newsletter's subscribers", async () => {
    const emails = async (filter: Parameters<typeof subscriberList>[1]) =>
      (await subscriberList(database.db, filter, "en")).subscribers.map((r) => r.email);
    expect((await subscriberList(database.db, {}, "en")).total).toBe(3);
    expect(await emails({ status: "pending" })).toEqual(["cleo@example.be"]);
    expect(await emails({ language: "de" })).toEqual(["eva@example.be"]);
    expect(await emails({ q: "DIRK" })).toEqual(["dirk@example.be"]);
    expect((await emails({ from: "2026-11-03" })).sort()).toEqual([
      "dirk@example.be",
      "eva@example.be",
    ]);
    expect(await emails({ to: "2026-11-02" })).toEqual(["cleo@example.be"]);
  });

  it("exports the filtered rows whole, and audits the export with filter names only", async () => {
    const searches = await collect(
      await exportDemandSearches(
        database.db,
        { language: "fr", q: "ben@example.be", page: 9 },
        "en",
        act,
      ),
    );
    expect(searches.map((s) => s.id)).toEqual([ids.ben, ids.benAgain]);
    const subscribers = await collect(
      await exportSubscribers(database.db, { status: "confirmed" }, act),
    );
    expect(subscribers.map((s) => s.email)).toEqual(["dirk@example.be"]);
    const [demand] = await audits("demand.export");
    expect(demand).toMatchObject({
      staff_id: act.staffId,
      detail: JSON.stringify({ filters: "language,page,q" }),
    });
    expect(JSON.stringify(demand)).not.toContain("ben");
    expect(await audits("newsletter.export")).toHaveLength(1);
  });

  it("erases one demand search with its mails; the account goes with the address's last search", async () => {
    const account = () =>
      database.db
        .selectFrom("demand_account")
        .select("id")
        .where("email", "=", "ben@example.be")
        .execute();
    expect(await eraseDemandEntry(database.db, ids.ben, act)).toBe(true);
    expect(await account()).toHaveLength(1);
    expect(await eraseDemandEntry(database.db, ids.benAgain, act)).toBe(true);
    expect(await account()).toHaveLength(0);
    expect((await demandSearchList(database.db, {}, "en")).searches.map((s) => s.id)).toEqual([
      ids.ann,
    ]);
    const erased = await audits("demand.erase");
    expect(erased.map((a) => [a.object_kind, a.object_id])).toEqual([
      ["lead", String(ids.ben)],
      ["lead", String(ids.benAgain)],
    ]);
    expect(JSON.stringify(erased)).not.toContain("ben@");
  });

  it("erases one subscriber with its confirmation mails", async () => {
    expect(await eraseSubscriberEntry(database.db, ids.cleo, act)).toBe(true);
    expect(
      (await subscriberList(database.db, {}, "en")).subscribers.map((r) => r.email),
    ).not.toContain("cleo@example.be");
    const mails = await database.db
      .selectFrom("outbox_message")
      .select("id")
      .where("to_address", "=", "cleo@example.be")
      .execute();
    expect(mails).toEqual([]);
    const [erased] = await audits("newsletter.erase");
    expect(erased).toMatchObject({
      object_kind: "newsletter_subscriber",
      object_id: String(ids.cleo),
    });
    expect(JSON.stringify(erased)).not.toContain("cleo");
  });

  it("answers false for an unknown or wrong-kind id, changing and auditing nothing", async () => {
    const before = (await database.db.selectFrom("staff_audit").select("id").execute()).length;
    expect(await eraseDemandEntry(database.db, 999_999, act)).toBe(false);
    const contact = await database.db
      .selectFrom("lead")
      .select("id")
      .where("form", "=", "site-contact")
      .executeTakeFirstOrThrow();
    expect(await eraseDemandEntry(database.db, contact.id, act)).toBe(false);
    expect(await eraseSubscriberEntry(database.db, 999_999, act)).toBe(false);
    expect((await database.db.selectFrom("staff_audit").select("id").execute()).length).toBe(
      before,
    );
    expect(
      await database.db.selectFrom("lead").select("id").where("id", "=", contact.id).execute(),
    ).toHaveLength(1);
  });
});
