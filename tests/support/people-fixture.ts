import type { Kysely } from "kysely";
import { saveDemandAccount } from "#app/data/leads/demand-accounts.server.ts";
import { storeLead } from "#app/data/leads/leads.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LeadFields, LeadForm, OutgoingMail } from "#app/model/leads/lead.ts";

// Leads, demand searches, newsletter subscribers and mails for the desk's people, demand register and
// newsletter tests (docs/requirements.md §17).

let mailCount = 0;

/** A mail to `to`, agency notification by default. */
export function testMail(to: string, more: Partial<OutgoingMail> = {}): OutgoingMail {
  mailCount += 1;
  return {
    kind: "agency-notification",
    messageId: `test-${mailCount}-${Date.now()}@immo.example`,
    from: "site@immo.example",
    to,
    subject: "A new lead",
    html: "<p>A new lead</p>",
    text: "A new lead",
    ...more,
  };
}

export async function addTestLead(
  db: Kysely<Database>,
  {
    form = "site-contact",
    fields,
    mails = [],
    at = new Date("2026-11-20T10:00:00Z"),
    verified = true,
    language = "nl",
  }: {
    form?: LeadForm;
    fields: LeadFields;
    mails?: OutgoingMail[];
    at?: Date;
    verified?: boolean;
    language?: "nl" | "fr" | "en" | "de";
  },
): Promise<number> {
  return storeLead(db, { form, language, fields, verified }, mails, at);
}

/** A demand-register search (a lead), with its account when `account` is set. */
export async function addTestDemand(
  db: Kysely<Database>,
  email: string,
  more: {
    name?: string;
    zones?: string[];
    account?: boolean;
    at?: Date;
    verified?: boolean;
    language?: "nl" | "fr" | "en" | "de";
  } = {},
): Promise<number> {
  const at = more.at ?? new Date("2026-11-21T10:00:00Z");
  if (more.account) await saveDemandAccount(db, { email, passwordHash: "argon2id$test", now: at });
  return addTestLead(db, {
    form: "demand-register",
    at,
    verified: more.verified ?? true,
    language: more.language ?? "nl",
    fields: {
      goal: "buy",
      types: ["1"],
      zones: more.zones ?? ["Gent"],
      budgetMax: 400000,
      firstName: more.name ?? "Bob",
      lastName: "Peeters",
      email,
      account: more.account ?? false,
    },
  });
}

export async function addTestSubscriber(
  db: Kysely<Database>,
  email: string,
  more: { status?: "pending" | "confirmed" | "unsubscribed"; language?: string; at?: Date } = {},
): Promise<void> {
  const at = more.at ?? new Date("2026-11-22T10:00:00Z");
  const status = more.status ?? "confirmed";
  await db
    .insertInto("newsletter_subscriber")
    .values({
      email,
      language: more.language ?? "nl",
      status,
      confirm_hash: null,
      confirm_expires_at: null,
      unsubscribe_token: `unsub-${email}-${Math.random()}`,
      created_at: at,
      confirmed_at: status === "pending" ? null : at,
      unsubscribed_at: status === "unsubscribed" ? at : null,
    })
    .execute();
}
