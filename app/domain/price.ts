import { formatNumber } from "./numbers.ts";

// docs/requirements.md §9: euro prefix and Belgian Dutch grouping (€ 325.000) whatever the page language; docs/requirements.md §3:
// PriceUnit 7 means "starting from". A hidden, missing or invalid price shows "price on request",
// never the NaN the old site printed. The space after € is a no-break space: a price never wraps.

export const priceUnitFrom = 7;

export interface PriceInput {
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  goal: "sale" | "rent";
}

export type PriceDisplay =
  | { kind: "onRequest" }
  | { kind: "amount"; text: string; from: boolean; perMonth: boolean };

export function formatEuro(amount: number): string {
  return `€\u00a0${formatNumber(Math.round(amount))}`;
}

export function priceDisplay({ price, publishPrice, priceUnit, goal }: PriceInput): PriceDisplay {
  if (!publishPrice || price === null || !Number.isFinite(price) || price <= 0)
    return { kind: "onRequest" };
  return {
    kind: "amount",
    text: formatEuro(price),
    from: priceUnit === priceUnitFrom,
    perMonth: goal === "rent",
  };
}
