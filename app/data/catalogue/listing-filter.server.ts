import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { cityMatches, propertyIdOf, searchKey } from "#app/domain/search-text.ts";
import { slugify } from "#app/domain/slug.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingFilter } from "#app/model/catalogue/listing-filter.ts";
import { hasText } from "./property-text.server.ts";

// The listing filter (model/catalogue/listing-filter.ts) turned into conditions on the property table:
// city names and postal codes become city ids, the text query (docs/requirements.md §5, app/domain/search-text.ts) the
// cities, types and property it names, once per request; the SQL conditions are then plain comparisons.

export interface ResolvedFilter {
  goal: "sale" | "rent";
  statuses: readonly string[];
  language: Language;
  cityIds?: number[] | undefined;
  types?: number[] | undefined;
  text?: { cityIds: number[]; types: number[]; propertyId?: number | undefined } | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  bedroomsMin?: number | undefined;
  surfaceMin?: number | undefined;
}

export type PropertyScope = ExpressionBuilder<Database & { p: Database["property"] }, "p">;

/** The cities and types a filter names, read once from the small city and type tables. */
export async function resolveFilter(
  db: Kysely<Database>,
  filter: ListingFilter,
  scope: Pick<ResolvedFilter, "goal" | "statuses" | "language">,
): Promise<ResolvedFilter> {
  const key = filter.q === undefined ? "" : searchKey(filter.q);
  const needsCities = (filter.cities?.length ?? 0) > 0 || key !== "";
  const [cities, typeNames] = await Promise.all([
    needsCities
      ? db
          .selectFrom("city as c")
          .leftJoin("city_name as n", "n.city_id", "c.id")
          .select(["c.id", "c.zip", "n.name", "n.language"])
          .execute()
      : [],
    key === ""
      ? []
      : db
          .selectFrom("property_type_name")
          .select(["web_id", "name"])
          .where("language", "=", scope.language)
          .execute(),
  ]);
  const ids = (keep: (city: (typeof cities)[number]) => boolean) => [
    ...new Set(cities.filter(keep).map((c) => c.id)),
  ];
  // docs/requirements.md §2 city={city}|{zip}: a postal code, or a name in any language (accents and case aside).
  const wanted = (filter.cities ?? []).map((city) => slugify(city));
  const cityIds = filter.cities?.length
    ? ids((c) => wanted.includes(c.zip) || (c.name !== null && wanted.includes(slugify(c.name))))
    : undefined;
  const text =
    key === ""
      ? undefined
      : {
          cityIds: ids(
            (c) =>
              c.language === scope.language &&
              c.name !== null &&
              cityMatches(key, { name: c.name, zip: c.zip }),
          ),
          types: typeNames
            .filter((t) => cityMatches(key, { name: t.name, zip: "" }))
            .map((t) => t.web_id),
          propertyId: propertyIdOf(key),
        };
  return {
    ...scope,
    cityIds,
    types: filter.types,
    text,
    priceMin: filter.priceMin,
    priceMax: filter.priceMax,
    bedroomsMin: filter.bedroomsMin,
    surfaceMin: filter.surfaceMin,
  };
}

/** Whether a property is of one of these types, as its main type or one of its extra types. */
// The extra types are one list read once per query, not a lookup per property.
export const ofType = (eb: PropertyScope, types: number[]) =>
  eb.or([
    eb("p.web_id", "in", types),
    eb(
      "p.id",
      "in",
      eb
        .selectFrom("property_extra_type as x")
        .select("x.property_id")
        .where("x.web_id", "in", types),
    ),
  ]);

/**
 * The conditions a listed property meets; with `facets: "ignored"`, all but the chosen cities and
 * types, so that a count can tell what choosing each city or type would give under the other filters.
 */
export function matches(
  eb: PropertyScope,
  f: ResolvedFilter,
  facets: "applied" | "ignored" = "applied",
): Expression<SqlBool> {
  const none = eb.lit(1).$castTo<number>();
  const nothing = eb(none, "=", 0);
  const conditions: Expression<SqlBool>[] = [
    eb("p.goal", "=", f.goal),
    eb("p.status", "in", f.statuses),
    // A card needs a text in the page's language.
    hasText("p", f.language),
  ];
  if (f.cityIds && facets === "applied")
    conditions.push(f.cityIds.length ? eb("p.city_id", "in", f.cityIds) : nothing);
  if (f.types?.length && facets === "applied") conditions.push(ofType(eb, f.types));
  if (f.text) {
    const { cityIds, types, propertyId } = f.text;
    conditions.push(
      eb.or([
        ...(cityIds.length ? [eb("p.city_id", "in", cityIds)] : []),
        ...(types.length ? [ofType(eb, types)] : []),
        ...(propertyId !== undefined ? [eb("p.id", "=", propertyId)] : []),
        nothing,
      ]),
    );
  }
  // A hidden price is never compared: a price range only finds properties whose price is shown.
  if (f.priceMin !== undefined || f.priceMax !== undefined)
    conditions.push(eb("p.publish_price", "=", true), eb("p.price", ">", 0));
  if (f.priceMin !== undefined) conditions.push(eb("p.price", ">=", f.priceMin));
  if (f.priceMax !== undefined) conditions.push(eb("p.price", "<=", f.priceMax));
  if (f.bedroomsMin !== undefined) conditions.push(eb("p.bedrooms", ">=", f.bedroomsMin));
  if (f.surfaceMin !== undefined)
    conditions.push(eb(eb.fn.coalesce("p.surface_living", "p.surface_ground"), ">=", f.surfaceMin));
  return eb.and(conditions);
}
