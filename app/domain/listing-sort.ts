import type { ListingSort } from "#app/model/catalogue/listing-filter.ts";

// docs/requirements.md §2 listings: sorted by newest, price up or down, or surface down, always ending on the id so that
// every page of a list is stable. A hidden price must not be guessable from a property's place in a
// price order: properties with a hidden price come after every priced one in both price orders, among
// themselves by id alone. Sold and rented properties, when the agency keeps them in lists, come after
// the ones on offer. The repository (data/catalogue/listing-page.server.ts) writes these keys in SQL;
// compareListed is the same order in code (its tests say what the order is).

export interface Sortable {
  id: number;
  /** ISO timestamp of the last change in the CRM. */
  updatedAt: string;
  price: number | null;
  publishPrice: boolean;
  surface: number | null;
  onOffer: boolean;
}

export type SortKey =
  | "offOffer"
  | "hiddenPrice"
  | "shownPrice"
  | "price"
  | "hasSurface"
  | "surface"
  | "updated"
  | "id";

export interface SortStep {
  key: SortKey;
  descending: boolean;
}

const step = (key: SortKey, descending = false): SortStep => ({ key, descending });

export function sortSteps(sort: ListingSort, soldListed: boolean): SortStep[] {
  const steps: SortStep[] = soldListed ? [step("offOffer")] : [];
  switch (sort) {
    case "newest":
      return [...steps, step("updated", true), step("id", true)];
    case "price-asc":
      return [...steps, step("hiddenPrice"), step("price"), step("id")];
    // Every step of one order in the same direction, so that an index can be read in that order
    // (db/migrations/0009): "hidden last" reads as "shown first" in a descending order.
    case "price-desc":
      return [...steps, step("shownPrice", true), step("price", true), step("id", true)];
    case "surface-desc":
      return [...steps, step("hasSurface", true), step("surface", true), step("id", true)];
  }
}

/** As on the cards (domain/price.ts): a price of 0 reads "price on request" too. */
const shown = (p: Sortable) => p.publishPrice && p.price !== null && p.price > 0;

/** Each key's value; a hidden price reads as 0, so that it cannot order anything. */
export const sortValue: Record<SortKey, (p: Sortable) => number | string> = {
  offOffer: (p) => (p.onOffer ? 0 : 1),
  hiddenPrice: (p) => (shown(p) ? 0 : 1),
  shownPrice: (p) => (shown(p) ? 1 : 0),
  price: (p) => (shown(p) ? (p.price ?? 0) : 0),
  hasSurface: (p) => (p.surface === null ? 0 : 1),
  surface: (p) => p.surface ?? 0,
  updated: (p) => p.updatedAt,
  id: (p) => p.id,
};

export function compareListed(sort: ListingSort, soldListed: boolean) {
  const steps = sortSteps(sort, soldListed);
  return (a: Sortable, b: Sortable): number => {
    for (const { key, descending } of steps) {
      const x = sortValue[key](a);
      const y = sortValue[key](b);
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  };
}
