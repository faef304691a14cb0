import type { Kysely } from "kysely";
import {
  listingNeighbours,
  type Neighbour,
} from "#app/data/catalogue/listing-neighbours.server.ts";
import type { ListingScope } from "#app/data/catalogue/listing-page.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { ResultNeighbours } from "#app/features/property/result-neighbours.tsx";
import type { PageSize } from "#app/model/catalogue/listing-filter.ts";
import {
  fromList,
  fromParam,
  listingSearch,
  parseListingQuery,
} from "#app/routing/listing-query.ts";
import { propertyUrl } from "#app/routing/listing-urls.ts";
import { pageUrl } from "#app/routing/route-table.ts";

/**
 * Previous / next / back to the results on a property's page, when its URL says which list it was
 * opened from (the `from` parameter the cards of a listing add): no cookie, a shared link keeps it.
 */
export async function resultNeighbours(
  db: Kysely<Database>,
  url: URL,
  property: { id: number; goal: "sale" | "rent" },
  scope: Omit<ListingScope, "goal">,
  /** The list's size when its URL names none (the agency's results per page). */
  defaultSize: PageSize,
): Promise<ResultNeighbours | undefined> {
  const from = url.searchParams.get(fromParam);
  if (from === null) return undefined;
  const { query } = parseListingQuery(new URLSearchParams(from), defaultSize);
  const { goal } = property;
  const { previous, next } = await listingNeighbours(db, property.id, query, { ...scope, goal });
  const link = (neighbour: Neighbour | undefined) =>
    neighbour &&
    fromList(propertyUrl(neighbour.card, scope.language), { ...query, page: neighbour.page });
  return {
    back: `${pageUrl(goal === "rent" ? "forRent" : "forSale", scope.language)}${listingSearch(query)}`,
    previous: link(previous),
    next: link(next),
  };
}
