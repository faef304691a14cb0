import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { isVisible } from "#app/domain/listing-status.ts";

/** The source a view on the agency's own site is counted under, beside the CRM's (zimmo, immoweb...). */
export const ownSiteSource = "website";

/**
 * Counts a view of a property's page on this site (issue 15), for the owner portal's figures; false
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
