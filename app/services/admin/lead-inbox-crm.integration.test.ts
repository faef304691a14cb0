import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countInbox } from "#app/data/leads/lead-inbox.server.ts";
import type { InboxCrmState, LeadInboxFilter } from "#app/model/leads/lead-inbox-filter.ts";
import { inboxQuery, leadInboxPage } from "#app/services/admin/lead-inbox.server.ts";
import { generatedLeads, insertInboxLeads } from "#tests/support/inbox-leads.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 28, ADR 051 amended: the inbox's CRM delivery filter reads the few deliveries of a state from
// them, and past 1,000 (every lead delivered) each lead's in the list's order; both ways list the same
// leads, page them and count them alike, with the other filters.
describe(`the leads inbox by CRM delivery state on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let leads: { id: number; status: string; form: string }[];
  const newest = new Date("2026-11-27T10:00:00.000Z");
  /** A lead's id and its deliveries' states: a few failed or retried, the others delivered. */
  const states = new Map<number, InboxCrmState[]>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const ids = await insertInboxLeads(database.db, generatedLeads(1_210, { newest }));
    const { db } = database;
    leads = await db.selectFrom("lead").select(["id", "status", "form"]).execute();
    const deliveries = ids.flatMap((id, i) => {
      const own: InboxCrmState[] =
        i % 97 === 0 ? ["failed", "delivered"] : i % 89 === 0 ? ["retrying"] : ["delivered"];
      states.set(id, own);
      return own.map((status, n) => ({
        lead_id: id,
        target: n === 0 ? "omnicasa" : "webhook",
        kind: "lead" as const,
        payload: null,
        status,
        next_attempt_at: newest,
        created_at: newest,
      }));
    });
    for (let start = 0; start < deliveries.length; start += 500)
      await db
        .insertInto("crm_delivery")
        .values(deliveries.slice(start, start + 500))
        .execute();
  });
  afterAll(() => database.dispose());

  /** The leads the filter should list, newest first (the generated leads are one a minute). */
  const expected = (state: InboxCrmState, keep: (lead: (typeof leads)[number]) => boolean) =>
    leads
      .filter((lead) => keep(lead) && states.get(lead.id)?.includes(state))
      .map((lead) => lead.id)
      .sort((a, b) => b - a);
  const notSpam = (lead: (typeof leads)[number]) => lead.status !== "spam";

  /** Every page of the filtered list, read older and older. */
  const allPages = async (filter: LeadInboxFilter) => {
    const seen: number[] = [];
    let page = await leadInboxPage(database.db, filter, undefined);
    seen.push(...page.leads.map((lead) => lead.id));
    while (page.older !== undefined) {
      page = await leadInboxPage(database.db, filter, { older: page.older });
      seen.push(...page.leads.map((lead) => lead.id));
    }
    return seen;
  };

  it("lists and counts the few failed or retried leads, spam left out unless asked for", async () => {
    for (const state of ["failed", "retrying"] as const) {
      const want = expected(state, notSpam);
      expect(want.length, state).toBeGreaterThan(5);
      expect(await allPages({ crm: state })).toEqual(want);
      expect((await countInbox(database.db, inboxQuery({ crm: state }))).count).toBe(want.length);
    }
    expect(await allPages({ crm: "failed", status: "spam" })).toEqual(
      expected("failed", (lead) => lead.status === "spam"),
    );
    expect(await allPages({ crm: "waiting" })).toEqual([]);
  });

  it("pages through 1,000 and more delivered leads, and narrows them with the other filters", async () => {
    const want = expected("delivered", notSpam);
    expect(want.length).toBeGreaterThan(1_000);
    const first = await leadInboxPage(database.db, { crm: "delivered" }, undefined);
    expect(first.leads.map((lead) => lead.id)).toEqual(want.slice(0, 50));
    const second = await leadInboxPage(
      database.db,
      { crm: "delivered" },
      { older: first.older ?? 0 },
    );
    expect(second.leads.map((lead) => lead.id)).toEqual(want.slice(50, 100));
    const back = await leadInboxPage(
      database.db,
      { crm: "delivered" },
      { newer: second.newer ?? 0 },
    );
    expect(back.leads.map((lead) => lead.id)).toEqual(want.slice(0, 50));
    expect((await countInbox(database.db, inboxQuery({ crm: "delivered" }))).count).toBe(
      want.length,
    );
    expect(await allPages({ crm: "delivered", form: "contact-demand" })).toEqual(
      expected("delivered", (lead) => notSpam(lead) && lead.form === "contact-demand"),
    );
  });
});
