import { type Kysely, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { type SortKey, sortSteps } from "#app/domain/listing-sort.ts";
import { onOfferStatuses, visibleStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingQuery } from "#app/model/catalogue/listing-filter.ts";
import type { FacetValue, ListingPage } from "#app/model/catalogue/listing-page.ts";
import {
  matches,
  ofType,
  type PropertyScope,
  type ResolvedFilter,
  resolveFilter,
} from "./listing-filter.server.ts";
import { readCards } from "./property-cards.server.ts";

// docs/requirements.md §2 For sale / For rent: one page of a filtered, sorted listing, its total and its facet counts.
// The page's ids are chosen on the property table alone (indexes of db/migrations/0005, 0009 and 0040), then
// their cards are read (property-cards.server.ts).

export interface ListingScope {
  goal: "sale" | "rent";
  language: Language;
  /** Site configuration: sold and rented properties stay in lists, after the ones on offer. */
  soldListed: boolean;
}

/**
 * Each sort key of app/domain/listing-sort.ts in SQL; a hidden price reads as 0 there too. The price and
 * surface keys are written exactly as the indexes of db/migrations/0009 name them, so that a page of a
 * price or surface order reads those indexes in order instead of sorting every property.
 */
const sortExpression: Record<SortKey, ReturnType<typeof sql<number | string>>> = {
  offOffer: sql`case when p.status in ('sold', 'rented') then 1 else 0 end`,
  hiddenPrice: sql`(case when p.publish_price and p.price > 0 then 0 else 1 end)`,
  shownPrice: sql`(case when p.publish_price and p.price > 0 then 1 else 0 end)`,
  price: sql`(case when p.publish_price and p.price > 0 then p.price else 0 end)`,
  hasSurface: sql`(case when coalesce(p.surface_living, p.surface_ground) is null then 0 else 1 end)`,
  surface: sql`coalesce(p.surface_living, p.surface_ground, 0)`,
  updated: sql`p.updated_at`,
  id: sql`p.id`,
};

/** The statuses a list shows (site configuration `listings.soldListed`). */
export const statusesOf = (soldListed: boolean) => (soldListed ? visibleStatuses : onOfferStatuses);

/** The ids of one page of the list, in its order (also used for previous / next on a property). */
export async function listingIds(
  db: Kysely<Database>,
  f: ResolvedFilter,
  query: Pick<ListingQuery, "sort">,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const rows = await listingIdsQuery(db, f, query, page).execute();
  return rows.map((row) => row.id);
}

/** The query of listingIds, unrun: its plan is tested (db/migrations/0040). */
export function listingIdsQuery(
  db: Kysely<Database>,
  f: ResolvedFilter,
  query: Pick<ListingQuery, "sort">,
  { offset, limit }: { offset: number; limit: number },
) {
  let ids = db
    .selectFrom("property as p")
    .select("p.id")
    .where((eb) => matches(eb, f));
  for (const { key, descending } of sortSteps(
    query.sort,
    f.statuses.length > onOfferStatuses.length,
  ))
    ids = ids.orderBy(sortExpression[key], descending ? "desc" : "asc");
  return ids.limit(limit).offset(offset);
}

export function resolveListingFilter(
  db: Kysely<Database>,
  query: ListingQuery,
  scope: ListingScope,
): Promise<ResolvedFilter> {
  return resolveFilter(db, query.filter, {
    goal: scope.goal,
    language: scope.language,
    statuses: statusesOf(scope.soldListed),
  });
}

export async function readListingPage(
  db: Kysely<Database>,
  query: ListingQuery,
  scope: ListingScope,
): Promise<ListingPage> {
  const f = await resolveListingFilter(db, query, scope);
  const offset = (query.page - 1) * query.size;
  const [ids, counts] = await Promise.all([
    listingIds(db, f, query, { offset, limit: query.size }),
    tally(db, f),
  ]);
  const [cards, cities, types] = await Promise.all([
    readCards(db, scope.language, ids),
    cityFacet(db, f, counts.byCity),
    typeFacet(db, f, counts.byType, query.filter.types ?? []),
  ]);
  return { cards, total: counts.total, facets: { cities, types } };
}

interface Tally {
  total: number;
  /** Per city, under every filter but the cities; per type, under every filter but the types. */
  byCity: Map<number, number>;
  byType: Map<number, number>;
}

// PostgreSQL counts and sums are bigints, which pg returns as text.
const counted = (eb: PropertyScope) => eb.fn.countAll<number | string>().as("n");

/**
 * How many properties the search finds, and each facet's counts. A search by city alone (or none, the
 * plain list) adds up property_count (db/migrations/0005), as the home page's stats do, so that the
 * list and the stats agree and the count does not grow with the catalogue. Any other search counts
 * the properties it matches in one pass, grouped by city and type under every filter but the chosen
 * cities and types (read from db/migrations/0011's index alone); the choices are applied here.
 */
async function tally(db: Kysely<Database>, f: ResolvedFilter): Promise<Tally> {
  const { types, text, priceMin, priceMax, bedroomsMin, surfaceMin } = f;
  const byCityOnly = [text, priceMin, priceMax, bedroomsMin, surfaceMin].every(
    (v) => v === undefined,
  );
  if (byCityOnly && !types?.length) return tallyByCounts(db, f);
  const rows = await db
    .selectFrom("property as p")
    .where((eb) => matches(eb, f, "ignored"))
    .groupBy(["p.city_id", "p.web_id"])
    .select((eb) => [
      "p.city_id",
      "p.web_id",
      counted(eb),
      // Those of the chosen types among them (all when none is chosen).
      (types?.length
        ? eb.fn.sum<number | string>(eb.case().when(ofType(eb, types)).then(1).else(0).end())
        : eb.fn.countAll<number | string>()
      ).as("ofType"),
    ])
    .execute();
  const tally: Tally = { total: 0, byCity: new Map(), byType: new Map() };
  for (const row of rows) {
    const inChosenCity = !f.cityIds || f.cityIds.includes(row.city_id);
    add(tally.byCity, row.city_id, Number(row.ofType));
    if (!inChosenCity) continue;
    add(tally.byType, row.web_id, Number(row.n));
    tally.total += Number(row.ofType);
  }
  return tally;
}

const add = (map: Map<number, number>, key: number, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n);

async function tallyByCounts(db: Kysely<Database>, f: ResolvedFilter): Promise<Tally> {
  const rows = await db
    .selectFrom("property_count")
    .select(["city_id", "web_id", "properties"])
    .where("goal", "=", f.goal)
    .where("status", "in", f.statuses)
    .execute();
  const tally: Tally = { total: 0, byCity: new Map(), byType: new Map() };
  for (const row of rows) {
    add(tally.byCity, row.city_id, row.properties);
    if (f.cityIds && !f.cityIds.includes(row.city_id)) continue;
    tally.total += row.properties;
    add(tally.byType, row.web_id, row.properties);
  }
  return tally;
}

/** Each city with what choosing it would give under the other filters, and the chosen ones. */
async function cityFacet(
  db: Kysely<Database>,
  f: ResolvedFilter,
  found: Map<number, number>,
): Promise<FacetValue[]> {
  const chosen = new Set(f.cityIds ?? []);
  const ids = [...new Set([...found.keys(), ...chosen])];
  if (ids.length === 0) return [];
  const names = await db
    .selectFrom("city as c")
    .leftJoin("city_name as n", (join) =>
      join.onRef("n.city_id", "=", "c.id").on("n.language", "=", f.language),
    )
    .select(["c.id", "c.zip", "n.name"])
    .where("c.id", "in", ids)
    .execute();
  // One entry per name: sub-municipalities sharing a name and postal code are one choice.
  const byName = new Map<string, FacetValue>();
  for (const city of names) {
    const name = city.name ?? city.zip;
    const entry = byName.get(name) ?? { value: name, label: name, count: 0, selected: false };
    entry.count += found.get(city.id) ?? 0;
    entry.selected ||= chosen.has(city.id);
    byName.set(name, entry);
  }
  return [...byName.values()].sort((a, b) => a.label.localeCompare(b.label, f.language));
}

/** Each type (by its main type) with what choosing it would give under the other filters. */
async function typeFacet(
  db: Kysely<Database>,
  f: ResolvedFilter,
  found: Map<number, number>,
  chosen: number[],
): Promise<FacetValue[]> {
  const names = await db
    .selectFrom("property_type as t")
    .leftJoin("property_type_name as n", (join) =>
      join.onRef("n.web_id", "=", "t.web_id").on("n.language", "=", f.language),
    )
    .select(["t.web_id", "n.name"])
    .orderBy("t.show_order")
    .orderBy("t.web_id")
    .execute();
  return names
    .filter((t) => found.has(t.web_id) || chosen.includes(t.web_id))
    .map((t) => ({
      value: String(t.web_id),
      label: t.name ?? String(t.web_id),
      count: found.get(t.web_id) ?? 0,
      selected: chosen.includes(t.web_id),
    }));
}
