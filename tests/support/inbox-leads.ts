import type { Kysely } from "kysely";
import { leadSearchColumns } from "#app/data/leads/lead-search-columns.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { LeadFields } from "#app/model/leads/lead.ts";
import { leadForms } from "#app/model/leads/lead-inbox-filter.ts";
import { leadProjectId } from "#app/model/leads/lead-search.ts";
import type { LeadStatus } from "#app/model/leads/lead-status.ts";

// Leads for the inbox's tests, end-to-end tests and bench (ADR 051): written as the site writes them
// (the search text and project of model/leads/lead-search.ts), many rows per statement.

export interface InboxLeadSeed {
  form?: string;
  fields?: LeadFields;
  source?: Record<string, unknown>;
  propertyId?: number | null;
  status?: LeadStatus;
  agentId?: number | null;
  verified?: boolean;
  createdAt: Date;
  language?: string;
}

/** Stores these leads; answers their ids in order. */
export async function insertInboxLeads(
  db: Kysely<Database>,
  seeds: readonly InboxLeadSeed[],
): Promise<number[]> {
  const ids: number[] = [];
  // 15 columns a row: well under both engines' limit of parameters per statement.
  for (let start = 0; start < seeds.length; start += 500) {
    const rows = seeds.slice(start, start + 500).map((seed) => {
      const fields = seed.fields ?? {};
      return {
        form: seed.form ?? "site-contact",
        language: seed.language ?? "nl",
        property_id: seed.propertyId ?? null,
        fields: JSON.stringify(fields),
        source: seed.source ? JSON.stringify(seed.source) : null,
        verified: seed.verified ?? true,
        created_at: seed.createdAt,
        confirm_hash: null,
        confirm_expires_at: null,
        status: seed.status ?? "new",
        agent_id: seed.agentId ?? null,
        ...leadSearchColumns(fields),
        project_id: leadProjectId(fields) ?? null,
      };
    });
    const inserted = await db.insertInto("lead").values(rows).returning("id").execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

const firstNames = ["Anna", "Bram", "Chloé", "Dirk", "Elise", "Farid", "Greet", "Hugo", "Inès"];
const lastNames = ["Peeters", "Janssens", "Dubois", "Maes", "Lambert", "Claes", "Martin"];
const statuses: LeadStatus[] = ["new", "new", "in_progress", "done", "done", "done", "spam"];

/** The person of the `i`th generated lead: an e-mail and a phone number (up to a million) no other has. */
export function generatedPerson(i: number) {
  const firstName = firstNames[i % firstNames.length] ?? "";
  const lastName = lastNames[Math.floor(i / firstNames.length) % lastNames.length] ?? "";
  const digits = String(i).padStart(6, "0");
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@example.be`,
    phone: `0475 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`,
  };
}

/**
 * `count` believable leads, one every `spacingMs` back from `newest`, spread over the forms, statuses,
 * agents and 400 properties; deterministic, so that two runs measure the same list.
 */
export function generatedLeads(
  count: number,
  {
    newest,
    spacingMs = 60_000,
    agentIds = [],
  }: {
    newest: Date;
    spacingMs?: number;
    agentIds?: readonly number[];
  },
): InboxLeadSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const form = leadForms[i % leadForms.length] ?? "site-contact";
    return {
      form,
      fields: {
        title: i % 2 === 0 ? "mrs" : "mr",
        ...generatedPerson(i),
        remark: `Lead number ${i}: I would like to know more.`,
        ...(form === "contact-construction" && { project: 9000 + (i % 5) }),
      },
      source: i % 3 === 0 ? { utm: { utm_source: "newsletter" }, landingPage: "/nl/" } : undefined,
      propertyId: form === "contact-me" || form === "contact-appointment" ? 1000 + (i % 400) : null,
      status: statuses[i % statuses.length] ?? "new",
      agentId: agentIds.length > 0 && i % 4 !== 0 ? (agentIds[i % agentIds.length] ?? null) : null,
      verified: i % 10 !== 0,
      createdAt: new Date(newest.getTime() - (count - 1 - i) * spacingMs),
      language: ["nl", "fr", "en", "de"][i % 4] ?? "nl",
    };
  });
}
