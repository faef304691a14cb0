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

// A price with cents shows both of them (a rent of € 1.234,56, never € 1.235 nor € 1.234,6); a whole
// one shows none (€ 325.000): issue 28, defect 1.
const withCents = new Intl.NumberFormat("nl-BE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEuro(amount: number): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? formatNumber(cents / 100) : withCents.format(cents / 100);
  return `€\u00a0${text}`;
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
