import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { type PublicLocation, propertyLocationKey } from "#app/domain/public-location.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import {
  type ListingScope,
  listingIds,
  resolveListingFilter,
  statusesOf,
} from "./listing-page.server.ts";
import { readCards } from "./property-cards.server.ts";
import { shownLocation } from "./property-page.server.ts";

/** A listing on the map: its card, and where it is as visitors may see it (ADR 012). */
export interface MappedCard {
  card: PropertyCard;
  location?: PublicLocation | undefined;
}

// docs/requirements.md §12 map view: the map shows every property of the list, not one page of it.
const mapLimit = 10_000;

/**
 * The properties of one goal's list (the same query, hence the same properties as the cards, every page
 * of them), each with its public position: exact coordinates never leave this function.
 */
export async function listingMap(
  db: Kysely<Database>,
  query: ListingQuery,
  scope: ListingScope,
): Promise<MappedCard[]> {
  const filter = await resolveListingFilter(db, query, scope);
  const ids = await listingIds(db, filter, query, { offset: 0, limit: mapLimit });
  const cards = await readCards(db, scope.language, ids);
  if (cards.length === 0) return [];
  const [secret, rows] = await Promise.all([
    storedSecret(db, "location"),
    db
      .selectFrom("property")
      .select(["id", "latitude", "longitude", "publish_address", "project_id"])
      .where(
        "id",
        "in",
        cards.map((card) => card.id),
      )
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cards.map((card) => {
    const row = byId.get(card.id);
    return {
      card,
      location: row && shownLocation(row, secret, propertyLocationKey(row.id, row.project_id)),
    };
  });
}

/**
 * The cards of these properties for the map (ADR 016), in the order given: only properties the lists
 * may show (on offer, or also sold and rented when the site keeps those), in `language`.
 */
export async function mapCards(
  db: Kysely<Database>,
  language: Language,
  ids: number[],
  { soldListed }: Pick<ListingScope, "soldListed">,
): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const listed = await db
    .selectFrom("property")
    .select("id")
    .where("id", "in", ids)
    .where("status", "in", statusesOf(soldListed))
    .execute();
  const shown = new Set(listed.map((row) => row.id));
  return readCards(
    db,
    language,
    ids.filter((id) => shown.has(id)),
  );
}
