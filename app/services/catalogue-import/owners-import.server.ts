import type { Kysely } from "kysely";
import {
  type OwnerChange,
  readKnownOwners,
  saveImportedOwner,
  storedPropertyIds,
} from "#app/data/owners/owner-import.server.ts";
import type { Database } from "#app/data/schema.ts";
import { matchOwners } from "#app/domain/owner-matching.ts";
import type { Catalogue } from "#app/model/catalogue/entities.ts";
import type { RecordIssue } from "#app/model/catalogue/group-records.ts";
import type { Snapshot } from "#app/model/catalogue/snapshot-schema.ts";
import {
  type OwnedPropertyRecord,
  type OwnerRecord,
  sameHistory,
} from "#app/model/owners/owner-records.ts";

// The snapshot's owners (docs/import-format.md "Owners"): checked with the rest of the snapshot, written
// in the import's transaction after the catalogue. A snapshot without an `owners` list leaves them be.

export type OwnersSummary = Record<OwnerChange, number>;

/**
 * What stops the owners from being imported: a property that is neither in the snapshot nor stored,
 * co-owners giving one property different histories, an e-mail, username or CRM id that would
 * merge two owners (domain/owner-matching.ts).
 */
export async function ownerIssues(
  db: Kysely<Database>,
  snapshot: Snapshot,
  catalogue: Catalogue,
): Promise<RecordIssue[]> {
  const owners = snapshot.owners ?? [];
  if (owners.length === 0) return [];
  const owned = owners.flatMap((owner) => owner.Properties.map((p) => p.PropertyID));
  const properties = await storedPropertyIds(db, owned);
  for (const property of catalogue.properties) properties.add(property.id);
  const matches = await matchStored(db, owners);

  const issues: RecordIssue[] = [];
  const histories = new Map<number, { path: string; property: OwnedPropertyRecord }>();
  owners.forEach((owner, index) => {
    const path = `owners[${index}]`;
    for (const { field, message } of matches[index]?.conflicts ?? []) {
      issues.push({ path: `${path}.${field}`, message });
    }
    owner.Properties.forEach((property, i) => {
      const propertyPath = `${path}.Properties[${i}]`;
      if (!properties.has(property.PropertyID)) {
        issues.push({
          path: `${propertyPath}.PropertyID`,
          message: `property ${property.PropertyID} does not exist`,
        });
      }
      const first = histories.get(property.PropertyID);
      if (!first) histories.set(property.PropertyID, { path: propertyPath, property });
      else if (!sameHistory(first.property, property)) {
        issues.push({
          path: propertyPath,
          message: `the history of property ${property.PropertyID} differs from ${first.path}'s`,
        });
      }
    });
  });
  return issues;
}

/** Writes the snapshot's owners (checked by ownerIssues first); none when it has no `owners` list. */
export async function importOwners(
  db: Kysely<Database>,
  snapshot: Snapshot,
  now: Date,
): Promise<OwnersSummary | undefined> {
  if (!snapshot.owners) return undefined;
  const summary: OwnersSummary = { created: 0, updated: 0, unchanged: 0 };
  const matches = await matchStored(db, snapshot.owners);
  for (const [index, owner] of snapshot.owners.entries()) {
    summary[await saveImportedOwner(db, matches[index]?.ownerId, owner, now)] += 1;
  }
  return summary;
}

/** Which stored owner each record is, and what would merge two owners (domain/owner-matching.ts). */
async function matchStored(db: Kysely<Database>, owners: OwnerRecord[]) {
  const keys = owners.map((o) => ({ crmId: o.ID, email: o.Email, username: o.Username }));
  return matchOwners(keys, await readKnownOwners(db));
}
