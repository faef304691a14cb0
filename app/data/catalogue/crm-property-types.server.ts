import type { Kysely } from "kysely";
import { z } from "zod";
import { readSetting } from "#app/data/config/site-settings.server.ts";
import type { Database } from "#app/data/schema.ts";

// The CRM's own property type ids by WebID (ADR 066, issue 28 "The Omnicasa mapping"), as GetTypeOfPropertyList
// answered at the last full sync that could fetch it: a demand sends the chosen types as TypeOfPropertyIDs. A
// small document in site_setting, as the sync's run kinds are; written by the sync under its lock, without
// writeSetting, which would renew every cached page for a fact no page shows.

const key = "sync.crm-property-types";

const typesSchema = z.object({
  fetchedAt: z.string(),
  types: z.array(z.object({ id: z.number().int(), webId: z.number().int() })),
});

export async function storeCrmPropertyTypes(
  db: Kysely<Database>,
  types: { id: number; webId: number }[],
  now: Date,
): Promise<void> {
  const value = JSON.stringify(typesSchema.parse({ fetchedAt: now.toISOString(), types }));
  await db
    .insertInto("site_setting")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** WebID → the CRM's type ids under it, in the CRM's order; empty before a sync could fetch them. */
export async function crmPropertyTypeIds(
  db: Kysely<Database>,
): Promise<ReadonlyMap<number, readonly number[]>> {
  const stored = await readSetting(db, key, typesSchema);
  const byWebId = new Map<number, number[]>();
  for (const { id, webId } of stored?.types ?? []) {
    byWebId.set(webId, [...(byWebId.get(webId) ?? []), id]);
  }
  return byWebId;
}
