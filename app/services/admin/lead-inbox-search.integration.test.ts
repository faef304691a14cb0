import { CompiledQuery, sql } from "kysely";
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
// found, and the index follows every lead stored, rewritten by an erasure or deleted. Amended
// 2026-11-28: a whole e-mail or phone number finds the leads that person sent, by equality on the
// lead's own keys (migration 0038), whatever its case or writing; not a lead that only mentions it (the
// person's-data page does); an erased person is found by neither.
describe(`the leads inbox's free text on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const newest = new Date("2026-11-27T10:00:00.000Z");
  let staffId = 0;
  const ids = async (text: string) =>
    (await leadInboxPage(database.db, { text }, undefined)).leads
      .map((lead) => lead.id)
      .sort((a, b) => a - b);
  /** SQLite: FTS5 checks its index against `lead.search` and throws on any difference. */
  const indexInStep = async () => {
    if (engineUnderTest === "sqlite")
      await sql`insert into lead_search (lead_search, rank) values ('integrity-check', 1)`.execute(
        database.db,
      );
  };
  const lead = (
    email: string,
    phone: string,
    { lastName = "Janssens", remark = "Een vraag" }: { lastName?: string; remark?: string } = {},
  ) =>
    addTestLead(database.db, {
      fields: { firstName: "Rika", lastName, email, phone, remark },
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
    const id = await lead("q@example.be", "0470 00 00 01", { lastName: "Ozqa" });
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

  it("finds a whole e-mail whatever its case, not an address that holds it nor a mention", async () => {
    const own = await lead(" Mira.Wouters@Example.BE ", "0470 11 11 11", { lastName: "Wouters" });
    const longer = await lead("amira.wouters@example.be", "0470 22 22 22", { lastName: "Wouters" });
    const mention = await lead("vera@example.be", "0470 33 33 33", {
      remark: "Mail mira.wouters@example.be",
    });
    for (const text of ["mira.wouters@example.be", "MIRA.WOUTERS@EXAMPLE.BE"])
      expect(await ids(text), text).toEqual([own]);
    // Part of an address is a needle: every lead whose text holds it.
    expect(await ids("mira.wouters@example")).toEqual([own, longer, mention].sort((a, b) => a - b));
  });

  it("finds a whole phone number in another writing, and part of one as typed", async () => {
    const belgian = await lead("noor@example.be", "+32 475 98 76 54");
    const national = await lead("lars@example.be", "0476/12.34.99");
    const foreign = await lead("jan@example.nl", "+31 6 1234 5678");
    for (const text of ["0475/98.76.54", "0032 475 987654"])
      expect(await ids(text), text).toEqual([belgian]);
    for (const text of ["+32 476 12 34 99", "+32 (0)476 123499", "0476123499"])
      expect(await ids(text), text).toEqual([national]);
    expect(await ids("0031 612345678")).toEqual([foreign]);
    expect(await ids("98 76 54")).toEqual([belgian]);
  });

  it("still finds a name and part of a message", async () => {
    const id = await lead("oona@example.be", "0470 44 44 44", {
      lastName: "Wouters",
      remark: "Is de zolder geïsoleerd?",
    });
    expect(await ids("ZOLDER GEÏS")).toEqual([id]);
    expect(await ids("wouters")).toContain(id);
  });

  // SQLite keeps no statistics: without a hint it reads the agent's leads in the list's order (all of
  // them, for one person's e-mail) rather than the e-mail's index. PostgreSQL's planner has statistics.
  it.skipIf(engineUnderTest !== "sqlite")(
    "reads a whole e-mail or phone through its index beside an agent or a property",
    async () => {
      const asked: CompiledQuery[] = [];
      const db = database.db.withPlugin({
        transformQuery: ({ node, queryId }) => {
          asked.push(database.db.getExecutor().compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      for (const [filter, index] of [
        [{ agent: staffId, text: "mira.wouters@example.be" }, "lead_email_key_idx"],
        [{ listing: 1005, text: "+32 475 98 76 54" }, "lead_phone_key_idx"],
      ] as const) {
        asked.length = 0;
        await leadInboxPage(db, filter, undefined);
        const list = asked.find((query) => query.sql.includes("_key"));
        if (!list) throw new Error("no list query");
        const plan = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${list.sql}`, [...list.parameters]),
        );
        expect(plan.rows.map((row) => row.detail).join("\n")).toContain(`INDEX ${index}`);
      }
    },
  );

  it("no longer finds an erased person by their e-mail or phone", async () => {
    await lead("Gone.Person@example.be", "0479 55 66 77");
    expect(await ids("gone.person@example.be")).toHaveLength(1);
    expect(await ids("0479 55 66 77")).toHaveLength(1);
    await erasePersonEverywhere(database.db, "gone.person@example.be", {
      staffId,
      clientAddress: "203.0.113.9",
      now: newest,
    });
    expect(await ids("gone.person@example.be")).toEqual([]);
    expect(await ids("0479 55 66 77")).toEqual([]);
    const keys = await database.db
      .selectFrom("lead")
      .select("id")
      .where((eb) =>
        eb.or([eb("email_key", "=", "gone.person@example.be"), eb("phone_key", "=", "0479556677")]),
      )
      .execute();
    expect(keys).toEqual([]);
  });
});
