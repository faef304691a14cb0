import { cityMatches, propertyIdOf, searchKey } from "#app/domain/search-text.ts";

// docs/requirements.md §5 Search, §7: the home search block searches data the browser holds, one file per language
// (app/data/catalogue/search-data.server.ts writes it). It holds what matching needs and nothing a
// visitor may not see: names, postal codes, counts and the ids on offer, no prices, streets or texts.

export interface SearchDataCity {
  name: string;
  zip: string;
  sale: number;
  rent: number;
}

export interface SearchDataType {
  /** The CRM's WebID, the listing's `type` parameter. */
  id: number;
  name: string;
  sale: number;
  rent: number;
}

export interface SearchData {
  cities: SearchDataCity[];
  types: SearchDataType[];
  /** Ids on offer with a text in the file's language, ascending, per goal. */
  sale: number[];
  rent: number[];
}

export interface SearchResults {
  cities: SearchDataCity[];
  types: SearchDataType[];
  property?: { id: number; goal: "sale" | "rent" } | undefined;
}

export const noResults: SearchResults = { cities: [], types: [] };

/** At most this many cities and types in the panel: a phone shows them without scrolling far. */
export const maxResults = 8;

interface Indexed<T> {
  item: T;
  /** The folded name, for ordering. */
  key: string;
  /** The name as matched: a type's "Villa/Maison/Ferme" is three words. */
  words: string;
}

/** Data ready for matching at each keystroke: names folded once, ids in sets. */
export interface SearchIndex {
  cities: Indexed<SearchDataCity>[];
  types: Indexed<SearchDataType>[];
  sale: Set<number>;
  rent: Set<number>;
}

export function indexSearchData(data: SearchData): SearchIndex {
  const indexed = <T extends { name: string }>(items: T[]) =>
    items.map((item) => ({
      item,
      key: searchKey(item.name),
      words: item.name.replaceAll("/", " "),
    }));
  return {
    cities: indexed(data.cities),
    types: indexed(data.types),
    sale: new Set(data.sale),
    rent: new Set(data.rent),
  };
}

// A name that starts with the query comes first, then a postal code that does, then a later word of
// the name; alphabetical within each, then by postal code, so that the order never depends on the file.
function rank(key: string, entry: Indexed<{ name: string; zip?: string }>): number {
  if (entry.key.startsWith(key)) return 0;
  return entry.item.zip?.startsWith(key) ? 1 : 2;
}

function best<T extends { name: string; zip?: string }>(key: string, entries: Indexed<T>[]): T[] {
  return entries
    .filter((entry) => cityMatches(key, { name: entry.words, zip: entry.item.zip ?? "" }))
    .map((entry) => ({ entry, rank: rank(key, entry) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0) ||
        (a.entry.item.zip ?? "").localeCompare(b.entry.item.zip ?? ""),
    )
    .slice(0, maxResults)
    .map(({ entry }) => entry.item);
}

/**
 * docs/requirements.md §5: cities by name, postal code or accent-stripped name, types by name, and a property by its
 * whole ID. An empty query empties every list (docs/requirements.md §2 Home page).
 */
export function searchResults(index: SearchIndex, query: string): SearchResults {
  const key = searchKey(query);
  if (key === "") return noResults;
  const id = propertyIdOf(key);
  const goal =
    id === undefined
      ? undefined
      : index.sale.has(id)
        ? "sale"
        : index.rent.has(id)
          ? "rent"
          : undefined;
  return {
    cities: best(key, index.cities),
    types: best(key, index.types),
    property: id !== undefined && goal ? { id, goal } : undefined,
  };
}

/** What a listing link for a city or a type leads to: the goal that has offers, sale first. */
export function goalWithOffers(entry: { sale: number; rent: number }): "sale" | "rent" {
  return entry.sale > 0 || entry.rent === 0 ? "sale" : "rent";
}

/** The single matched property, fetched when it matches (its own small file, never in the index). */
export interface SearchPropertyCard {
  id: number;
  title: string;
  city: string;
  /** docs/requirements.md §5 description cleaning, cut to 100 characters (§9). */
  text: string;
  url: string;
  /** A 100 px wide variant shown at 60x60 (docs/requirements.md §9 search thumbnails). */
  thumbnail?: string | undefined;
}
