import { publishedPrice } from "./publication.ts";

// docs/requirements.md §11: a project without PriceMin or PriceMax (§3 project fields) still shows a range, worked
// out from its units. Only public prices count: a unit whose price is hidden (PublishPrice false) must
// not show through its project's range (PRODUCT.md, what the CRM marks as not public).

export interface UnitPrice {
  goal: "sale" | "rent";
  price: number | null;
  publishPrice: boolean;
}

export interface ProjectPriceInput {
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** The project's goal when the CRM gives one: a unit for rent has no place in a range of sale prices. */
  goal?: "sale" | "rent" | undefined;
}

export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * The CRM's PriceMin and PriceMax; each one missing is the lowest (highest) public price of the units
 * given (the repository passes the units on offer). A worked-out bound that would cross the given one is
 * left out.
 */
export function projectPriceRange(project: ProjectPriceInput, units: UnitPrice[]): PriceRange {
  const prices = units
    .filter((unit) => project.goal === undefined || unit.goal === project.goal)
    .map((unit) => publishedPrice(unit.price, unit.publishPrice))
    .filter((price): price is number => price !== null && price > 0);
  const lowest = prices.length > 0 ? Math.min(...prices) : undefined;
  const highest = prices.length > 0 ? Math.max(...prices) : undefined;
  const { priceMin, priceMax } = project;
  if (priceMin !== undefined && priceMax !== undefined) return { min: priceMin, max: priceMax };
  if (priceMin !== undefined)
    return {
      min: priceMin,
      max: highest !== undefined && highest >= priceMin ? highest : undefined,
    };
  if (priceMax !== undefined)
    return { min: lowest !== undefined && lowest <= priceMax ? lowest : undefined, max: priceMax };
  return { min: lowest, max: highest };
}
