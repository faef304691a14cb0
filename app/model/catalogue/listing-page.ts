import type { PropertyCard } from "./property-card.ts";

// A page of a listing (docs/requirements.md §2 For sale, For rent): its cards, how many match in all, and how many each
// city and type would give under the other filters (read by data/catalogue/listing-page.server.ts).

export interface FacetValue {
  /** What the URL carries: a city's name in the page's language, a type's WebID. */
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface ListingPage {
  cards: PropertyCard[];
  total: number;
  facets: { cities: FacetValue[]; types: FacetValue[] };
}
