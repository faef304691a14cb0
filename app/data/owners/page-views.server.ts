import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { isVisible } from "#app/domain/listing-status.ts";

/** The source a view on the agency's own site is counted under, beside the CRM's (zimmo, immoweb...). */
export const ownSiteSource = "website";

/**
 * Counts a view of a property's page on this site (docs/requirements.md §15), for the owner portal's figures; false
 * when visitors cannot see that property (unknown, withdrawn), and nothing is stored.
 */
export async function recordPageView(
  db: Kysely<Database>,
  propertyId: number,
  now: Date,
): Promise<boolean> {
  const property = await db
    .selectFrom("property")
    .select("status")
    .where("id", "=", propertyId)
    .executeTakeFirst();
  if (!property || !isVisible(property.status)) return false;
  await db
    .insertInto("page_view")
    .values({ property_id: propertyId, viewed_at: now, source: ownSiteSource })
    .execute();
  return true;
}

/**
 * Records that a client saw a property until `expiresAt` (ADR 037). True when this is the first sight
 * since the last one expired: no row, or an expired one, which is renewed. Two servers recording the
 * same client at once: the primary key lets one of them win.
 */
export async function firstSighting(
  db: Kysely<Database>,
  sighting: { visitor: string; expiresAt: number; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto("page_view_sighting")
    .values({ visitor: sighting.visitor, expires_at: sighting.expiresAt })
    .onConflict((oc) =>
      oc
        .column("visitor")
        .doUpdateSet({ expires_at: sighting.expiresAt })
        .where("page_view_sighting.expires_at", "<=", sighting.now),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes the sightings that expired: none is kept longer than its 30 minutes (ADR 037). */
export async function forgetPastSightings(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("page_view_sighting").where("expires_at", "<=", now).execute();
}
