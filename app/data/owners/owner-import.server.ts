import { isDeepStrictEqual } from "node:util";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { KnownOwner } from "#app/domain/owner-matching.ts";
import type { HistoryEntryRecord, OwnerRecord } from "#app/model/owners/owner-records.ts";
import { type HistoryEntry, replaceCrmHistoryIfChanged } from "./owner-history.server.ts";

// Owners as the CRM snapshot gives them (docs/import-format.md "Owners"). What is the same as stored is
// not written, so importing the same file again changes nothing; a password is never touched.

export type OwnerChange = "created" | "updated" | "unchanged";

/** Every owner's identity, to match imported records against (domain/owner-matching.ts). */
export async function readKnownOwners(db: Kysely<Database>): Promise<KnownOwner[]> {
  const rows = await db
    .selectFrom("owner")
    .select(["id", "crm_id", "email", "username"])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, crmId: r.crm_id, email: r.email, username: r.username }));
}

/** Which of these property ids are stored. */
export async function storedPropertyIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const found = new Set<number>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("property")
      .select("id")
      .where("id", "in", unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * Writes one owner record into the stored owner `ownerId` (none: a new owner, without a password),
 * with the properties it owns and their history; tells what changed.
 */
export async function saveImportedOwner(
  db: Kysely<Database>,
  ownerId: number | undefined,
  record: OwnerRecord,
  now: Date,
): Promise<OwnerChange> {
  const columns = {
    crm_id: record.ID,
    email: record.Email,
    display_name: record.Name,
    language: record.language,
    // A username the CRM does not give is kept (the owner may have one from the site).
    ...(record.Username ? { username: record.Username } : {}),
  };
  let id = ownerId;
  let changed = false;
  if (id === undefined) {
    const created = await db
      .insertInto("owner")
      .values({ username: null, ...columns, password_hash: null, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = created.id;
  } else {
    const stored = await db
      .selectFrom("owner")
      .select(Object.keys(columns) as (keyof typeof columns)[])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    if (!isDeepStrictEqual({ ...stored }, columns)) {
      await db.updateTable("owner").set(columns).where("id", "=", id).execute();
      changed = true;
    }
  }
  if (await replaceOwnedProperties(db, id, record)) changed = true;
  for (const property of record.Properties) {
    const history = {
      communications: property.Communications.map(historyEntry),
      onlineMedia: property.OnlineMedia.map(historyEntry),
      visits: property.CalendarVisits.map(historyEntry),
    };
    if (await replaceCrmHistoryIfChanged(db, property.PropertyID, history)) changed = true;
  }
  if (ownerId === undefined) return "created";
  return changed ? "updated" : "unchanged";
}

async function replaceOwnedProperties(
  db: Kysely<Database>,
  ownerId: number,
  record: OwnerRecord,
): Promise<boolean> {
  const wanted = record.Properties.map((p) => p.PropertyID).sort((a, b) => a - b);
  const stored = await db
    .selectFrom("owner_property")
    .select("property_id")
    .where("owner_id", "=", ownerId)
    .orderBy("property_id")
    .execute();
  if (
    isDeepStrictEqual(
      stored.map((r) => r.property_id),
      wanted,
    )
  )
    return false;
  await db.deleteFrom("owner_property").where("owner_id", "=", ownerId).execute();
  if (wanted.length > 0) {
    await db
      .insertInto("owner_property")
      .values(wanted.map((property_id) => ({ owner_id: ownerId, property_id })))
      .execute();
  }
  return true;
}

function historyEntry(entry: HistoryEntryRecord): HistoryEntry {
  return {
    at: new Date(entry.Date),
    type: entry.Type,
    contact: entry.Contact,
    subject: entry.Subject,
    comment: entry.Comment,
    status: entry.Status,
    source: entry.Source,
  };
}
