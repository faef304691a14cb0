import type { Language } from "#app/i18n/languages.ts";
import {
  goalWithOffers,
  type SearchDataCity,
  type SearchDataType,
  type SearchPropertyCard,
  type SearchResults,
} from "#app/model/catalogue/search-data.ts";
import { pageUrl } from "#app/routing/route-table.ts";

// The panel's options in the order the arrow keys walk them: cities, types, then the property.

export type SearchOption =
  | { kind: "city"; href: string; city: SearchDataCity }
  | { kind: "type"; href: string; type: SearchDataType }
  | { kind: "property"; href: string; card: SearchPropertyCard };

/** A listing filtered by one value (docs/requirements.md §2 listing parameters city={city}|{zip} and type={id}). */
function listingHref(
  entry: { sale: number; rent: number },
  parameter: string,
  value: string,
  language: Language,
): string {
  const page = goalWithOffers(entry) === "rent" ? "forRent" : "forSale";
  return `${pageUrl(page, language)}?${new URLSearchParams({ [parameter]: value })}`;
}

export function searchOptions(
  results: SearchResults,
  card: SearchPropertyCard | undefined,
  language: Language,
): SearchOption[] {
  return [
    ...results.cities.map((city) => ({
      kind: "city" as const,
      href: listingHref(city, "city", city.name, language),
      city,
    })),
    ...results.types.map((type) => ({
      kind: "type" as const,
      href: listingHref(type, "type", String(type.id), language),
      type,
    })),
    ...(card && card.id === results.property?.id
      ? [{ kind: "property" as const, href: card.url, card }]
      : []),
  ];
}
