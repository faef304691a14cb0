import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadInboxPage } from "#app/services/admin/lead-inbox.server.ts";
import { erasePersonEverywhere } from "#app/services/admin/person-data.server.ts";
import { generatedLeads, insertInboxLeads } from "#tests/support/inbox-leads.ts";
import { addTestLead } from "#tests/support/people-fixture.ts";
import { addTestStaff } from "#tests/support/staff-sessions.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 051 (amended): the free text through the trigram index (migration 0029) finds what the plain LIKE
// found, and the index follows every lead stored, rewritten by an erasure or deleted.
describe(`the leads inbox's trigram search on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const newest = new Date("2026-11-27T10:00:00.000Z");
  let staffId = 0;
  const ids = async (text: string) =>
    (await leadInboxPage(database.db, { text }, undefined)).leads.map((lead) => lead.id);
  /** SQLite: FTS5 checks its index against `lead.search` and throws on any difference. */
  const indexInStep = async () => {
    if (engineUnderTest === "sqlite")
      await sql`insert into lead_search (lead_search, rank) values ('integrity-check', 1)`.execute(
        database.db,
      );
  };
  const lead = (email: string, phone: string, lastName = "Janssens") =>
    addTestLead(database.db, {
      fields: { firstName: "Rika", lastName, email, phone, remark: "Een vraag" },
      at: newest,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    staffId = await addTestStaff(database.db, { role: "agent" });
    await insertInboxLeads(database.db, generatedLeads(200, { newest }));
  });
  afterAll(() => database.dispose());

  it("finds one rare e-mail and one phone typed as digits or as written", async () => {
    const id = await lead("Rika.Rare@Example.BE", "0471 99 88 77");
    for (const text of [
      "rika.rare@example.be",
      "RARE@exam",
      "0471998877",
      "0471/99.88.77",
      "1 99 8",
    ])
      expect(await ids(text), text).toEqual([id]);
    expect(await ids("rika.rare@example.com")).toEqual([]);
    await indexInStep();
  });

  it("finds one e-mail whose part before the @ other leads share", async () => {
    await lead("info@agency-one.be", "0472 10 10 10");
    const id = await lead("info@agency-two.be", "0472 20 20 20");
    expect(await ids("INFO@agency-two.be")).toEqual([id]);
    expect(await ids("info@agency-three.be")).toEqual([]);
  });

  it("finds a needle of two characters, too short for trigrams, as a substring", async () => {
    const id = await lead("q@example.be", "0470 00 00 01", "Ozqa");
    expect(await ids("zQ")).toEqual([id]);
  });

  it("follows a lead's search text rewritten by an erasure", async () => {
    // Another visitor's lead naming the address: the erasure rewrites its fields and search text.
    const id = await addTestLead(database.db, {
      fields: {
        firstName: "Vera",
        email: "vera@example.be",
        remark: "Vraag het aan erase.me@example.be",
      },
      at: newest,
    });
    expect(await ids("erase.me@")).toEqual([id]);
    await erasePersonEverywhere(database.db, "erase.me@example.be", {
      staffId,
      clientAddress: "203.0.113.9",
      now: newest,
    });
    expect(await ids("erase.me@")).toEqual([]);
    // Only the new text holds "[erased]": found through the index, it was indexed on update.
    expect(await ids("[erased]")).toEqual([id]);
    await indexInStep();
  });

  it("forgets a deleted lead", async () => {
    const id = await lead("deleted.one@example.be", "0473 34 34 34");
    await database.db.deleteFrom("lead").where("id", "=", id).execute();
    expect(await ids("deleted.one@")).toEqual([]);
    await indexInStep();
    const again = await lead("deleted.one@example.be", "0473 34 34 34");
    expect(await ids("deleted.one@")).toEqual([again]);
    await indexInStep();
  });
});
