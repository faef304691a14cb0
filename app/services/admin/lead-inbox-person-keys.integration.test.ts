import { CompiledQuery } from "kysely";
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

// ADR 051 (amended 2026-11-28): a whole e-mail or phone number finds the leads that person sent, by
// equality on the lead's own keys (migration 0038), whatever its case or writing; it does not find a
// lead that only mentions it (the person's-data page does); part of a text still goes through the
// search text; an erased person is found by neither.
describe(`the leads inbox's whole e-mail and phone on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const newest = new Date("2026-11-28T10:00:00.000Z");
  let staffId = 0;
  const ids = async (text: string) =>
    (await leadInboxPage(database.db, { text }, undefined)).leads
      .map((lead) => lead.id)
      .sort((a, b) => a - b);
  const lead = (email: string, phone: string, remark = "Een vraag") =>
    addTestLead(database.db, {
      fields: { firstName: "Mira", lastName: "Wouters", email, phone, remark },
      at: newest,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    staffId = await addTestStaff(database.db, { role: "agent" });
    await insertInboxLeads(database.db, generatedLeads(200, { newest }));
  });
  afterAll(() => database.dispose());

  it("finds a whole e-mail whatever its case, not an address that holds it nor a mention", async () => {
    const own = await lead(" Mira.Wouters@Example.BE ", "0470 11 11 11");
    const longer = await lead("amira.wouters@example.be", "0470 22 22 22");
    const mention = await lead("vera@example.be", "0470 33 33 33", "Mail mira.wouters@example.be");
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
    const id = await lead("oona@example.be", "0470 44 44 44", "Is de zolder geïsoleerd?");
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
