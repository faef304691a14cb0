import type { Kysely } from "kysely";
import * as z from "zod/mini";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { type ErasedCounts, erasePerson } from "#app/data/people/person-erase.server.ts";
import {
  accountsWithAddress,
  demandAccountOf,
  isRememberedRecipient,
  leadsHolding,
  messagesHolding,
  subscriptionOf,
} from "#app/data/people/person-records.server.ts";
import type { Database } from "#app/data/schema.ts";
import { personSearchSchema } from "#app/model/people/person-search.ts";
import { guardKey } from "#app/services/guard/guard-key.server.ts";
import { recipientHash } from "#app/services/leads/mail-gate.server.ts";
import { personExport } from "./person-export.server.ts";

// A person's data on request (GDPR art. 15 and 17, docs/requirements.md §17, ADR 053): find every row
// that holds an e-mail address, export it as JSON, erase it everywhere. The audit keeps who did it,
// when and how many rows, never the address.

/** Who acts, from where, when: the audit's facts. */
export interface StaffAct {
  staffId: number;
  clientAddress: string;
  now: Date;
}

/** The address checked and lower-cased, or undefined when it is not an e-mail address. */
export function parseAddress(input: unknown): string | undefined {
  const parsed = z.safeParse(personSearchSchema, { email: input });
  return parsed.success ? parsed.data.email : undefined;
}

/** Everything the site holds about the address, as rows. */
export async function findPerson(db: Kysely<Database>, address: string) {
  const [leads, messages, demandAccount, subscription, accounts, remembered] = await Promise.all([
    leadsHolding(db, address),
    messagesHolding(db, address),
    demandAccountOf(db, address),
    subscriptionOf(db, address),
    accountsWithAddress(db, address),
    isRememberedRecipient(db, recipientHash(await guardKey(db), address)),
  ]);
  return { address, leads, messages, demandAccount, subscription, accounts, remembered };
}

export type PersonRecords = Awaited<ReturnType<typeof findPerson>>;

/** How many rows of each kind: what the page and the audit show. */
export function personCounts(records: PersonRecords) {
  return {
    leads: records.leads.length,
    demandSearches: records.leads.filter((lead) => lead.form === "demand-register").length,
    demandAccounts: records.demandAccount ? 1 : 0,
    subscriptions: records.subscription ? 1 : 0,
    messages: records.messages.length,
  };
}

/** The JSON download of everything held about the address; audited with its counts only. */
export async function exportPerson(db: Kysely<Database>, address: string, act: StaffAct) {
  const records = await findPerson(db, address);
  await appendStaffAudit(
    db,
    {
      staffId: act.staffId,
      action: "person.export",
      detail: personCounts(records),
      clientAddress: act.clientAddress,
    },
    act.now,
  );
  return personExport(records, act.now);
}

/** Erases the address everywhere in one transaction (ADR 053); audited with the counts only. */
export async function erasePersonEverywhere(
  db: Kysely<Database>,
  address: string,
  act: StaffAct,
): Promise<ErasedCounts> {
  const counts = await erasePerson(db, address, recipientHash(await guardKey(db), address));
  await appendStaffAudit(
    db,
    {
      staffId: act.staffId,
      action: "person.erase",
      detail: { ...counts },
      clientAddress: act.clientAddress,
    },
    act.now,
  );
  return counts;
}
