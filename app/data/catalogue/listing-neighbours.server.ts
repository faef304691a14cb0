import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import { type ListingScope, listingIds, resolveListingFilter } from "./listing-page.server.ts";
import { readCards } from "./property-cards.server.ts";

export interface Neighbour {
  card: PropertyCard;
  /** The page of the list it is on. */
  page: number;
}

/**
 * The properties before and after one in the list a visitor opened it from (docs/requirements.md §12: previous / next
 * on a property's page). Only the page it was on is read, with one property either side of it.
 */
export async function listingNeighbours(
  db: Kysely<Database>,
  id: number,
  query: ListingQuery,
  scope: ListingScope,
): Promise<{ previous?: Neighbour | undefined; next?: Neighbour | undefined }> {
  const f = await resolveListingFilter(db, query, scope);
  const offset = Math.max(0, (query.page - 1) * query.size - 1);
  const ids = await listingIds(db, f, query, { offset, limit: query.size + 2 });
  const index = ids.indexOf(id);
  if (index < 0) return {};
  const around = [ids[index - 1], ids[index + 1]];
  const cards = await readCards(
    db,
    scope.language,
    around.filter((n) => n !== undefined),
  );
  const at = (neighbour: number | undefined, position: number): Neighbour | undefined => {
    const card = cards.find((c) => c.id === neighbour);
    return card && { card, page: Math.floor(position / query.size) + 1 };
  };
  return {
    previous: at(around[0], offset + index - 1),
    next: at(around[1], offset + index + 1),
  };
}
