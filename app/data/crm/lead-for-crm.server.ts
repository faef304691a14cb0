import type { Kysely } from "kysely";
import { parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { defaultLanguage, isLanguage } from "#app/i18n/languages.ts";
import type { LeadForCrm } from "#app/model/crm/crm-delivery.ts";
import type { LeadFields, LeadForm } from "#app/model/leads/lead.ts";
import { readLeadSource } from "#app/model/leads/lead-source.ts";

/** A stored lead as the CRM targets read it (issue 28, ADR 064); undefined once it was deleted. */
export async function readLeadForCrm(
  db: Kysely<Database>,
  id: number,
): Promise<LeadForCrm | undefined> {
  const row = await db
    .selectFrom("lead")
    .select(["id", "form", "language", "property_id", "fields", "source", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    form: row.form as LeadForm,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
    propertyId: row.property_id,
    fields: parseJsonObject(row.fields) as LeadFields,
    source: row.source === null ? null : (readLeadSource(parseJsonObject(row.source)) ?? null),
    createdAt: new Date(row.created_at),
  };
}
