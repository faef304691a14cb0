import type { TFunction } from "i18next";
import { formatNumber } from "#app/domain/numbers.ts";
import { formatEuro } from "#app/domain/price.ts";
import type { ListingFilter } from "#app/model/catalogue/listing-filter.ts";
import { listingSearch, widened } from "#app/routing/listing-query.ts";
import type { ListingView } from "./listing-view.ts";

export interface FilterChip {
  key: string;
  label: string;
  /** The same search without this value, on page 1. */
  href: string;
}

/** How many values the filter holds ("Filters (n)"). */
export function activeFilterCount(filter: ListingFilter): number {
  return Object.values(filter).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : value === undefined ? 0 : 1),
    0,
  );
}

/** Each chosen value of the search, with the link that drops it (to widen a search, docs/requirements.md §8). */
export function filterChips(listing: ListingView, t: TFunction<"listings">): FilterChip[] {
  const { query, facets, path } = listing;
  const { filter } = query;
  const href = (part: keyof ListingFilter, value?: string | number) =>
    `${path}${listingSearch(widened(query, part, value))}`;
  const typeName = (type: number) =>
    facets.types.find((f) => f.value === String(type))?.label ?? String(type);
  const chips: FilterChip[] = [];
  if (filter.q)
    chips.push({ key: "q", label: t("results.text", { text: filter.q }), href: href("q") });
  for (const city of filter.cities ?? [])
    chips.push({ key: `city-${city}`, label: city, href: href("cities", city) });
  for (const type of filter.types ?? [])
    chips.push({ key: `type-${type}`, label: typeName(type), href: href("types", type) });
  if (filter.priceMin !== undefined)
    chips.push({
      key: "price-min",
      label: t("results.priceFrom", { price: formatEuro(filter.priceMin) }),
      href: href("priceMin"),
    });
  if (filter.priceMax !== undefined)
    chips.push({
      key: "price-max",
      label: t("results.priceTo", { price: formatEuro(filter.priceMax) }),
      href: href("priceMax"),
    });
  if (filter.bedroomsMin !== undefined)
    chips.push({
      key: "bedrooms",
      label: t("results.bedroomsChip", { count: filter.bedroomsMin }),
      href: href("bedroomsMin"),
    });
  if (filter.surfaceMin !== undefined)
    chips.push({
      key: "surface",
      label: t("results.surfaceFrom", { surface: formatNumber(filter.surfaceMin) }),
      href: href("surfaceMin"),
    });
  return chips;
}
