import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { NewLead, OutgoingMail } from "#app/model/leads/lead.ts";
import { testSiteConfig } from "./site-config-fixture.ts";
import { importIntoTestDatabase } from "./snapshot-files.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

// A desk with leads to handle (docs/requirements.md §17, ADR 052): the agency's configuration, the
// fixture catalogue (villa 101, studio 102 of project 7), an admin, two agents (one disabled).

export interface DeskLeads {
  database: TestDatabase;
  staff: { admin: number; agent: number; disabled: number };
  /** Stores a lead with its mails, as a form does; returns its id. */
  addLead(lead: Partial<NewLead>, mails?: OutgoingMail[], at?: Date): Promise<number>;
}

export const visitFields = {
  day: "2026-12-02",
  slot: "10:00-13:00",
  title: "ms",
  firstName: "Anne",
  lastName: "Dupont",
  email: "anne.dupont@example.be",
  phone: "0475 12 34 56",
  remark: "Is the garden south-facing?",
  privacy: true,
  newsletter: false,
};

/** A mail of a lead as the forms queue it. */
export const leadMail = (
  kind: OutgoingMail["kind"],
  to: string,
  subject: string,
): OutgoingMail => ({
  kind,
  messageId: `${kind}-${Math.random().toString(36).slice(2)}@immo.example`,
  from: "Immo Lumière <info@immo.example>",
  to,
  subject,
  html: "<p>mail</p>",
  text: "mail",
});

export function deskLeads(): DeskLeads {
  const desk = {} as DeskLeads;
  let folder = "";
  beforeAll(async () => {
    desk.database = await createTestDatabase();
    const { db } = desk.database;
    const config = testSiteConfig();
    await writeSiteConfig(db, { ...config, languages: { ...config.languages, default: "nl" } });
    folder = await importIntoTestDatabase(db);
    const now = new Date("2026-11-01T09:00:00Z");
    const add = async (email: string, role: "admin" | "agent", language: string, name?: string) =>
      (await insertStaff(db, { email, role, language, name, passwordHash: undefined }, now)) ?? 0;
    desk.staff = {
      admin: await add("admin@immo.example", "admin", "en", "Alex Admin"),
      agent: await add("claire@immo.example", "agent", "fr", "Claire Martin"),
      disabled: await add("gone@immo.example", "agent", "nl"),
    };
    await db
      .updateTable("staff_account")
      .set({ disabled_at: now })
      .where("id", "=", desk.staff.disabled)
      .execute();
    desk.addLead = (lead, mails = [], at = new Date("2026-11-27T13:05:00Z")) =>
      storeLead(
        db,
        {
          form: "contact-appointment",
          language: "fr",
          fields: visitFields,
          verified: true,
          ...lead,
        },
        mails,
        at,
      );
  });
  afterAll(async () => {
    await desk.database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  return desk;
}

/** What a lead's actions change, as stored: its status and assignee, its timeline, its audit rows. */
export const stored = {
  lead: (db: Kysely<Database>, id: number) =>
    db
      .selectFrom("lead")
      .select(["status", "agent_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  events: (db: Kysely<Database>, id: number) =>
    db
      .selectFrom("lead_event")
      .select(["kind", "body", "staff_id"])
      .where("lead_id", "=", id)
      .orderBy("id")
      .execute(),
  audits: (db: Kysely<Database>, id: number) =>
    db
      .selectFrom("staff_audit")
      .select(["action", "staff_id", "object_kind", "object_id", "detail", "client_address"])
      .where("object_kind", "=", "lead")
      .where("object_id", "=", String(id))
      .orderBy("id")
      .execute(),
};
