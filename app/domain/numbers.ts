// docs/requirements.md §9: Belgian Dutch number formatting for every figure, whatever the page's language, so that a
// surface reads like the price beside it (1.642 m² next to € 1.010.000; 678,5 m²). Prices, surfaces,
// EPC values and counts all go through formatNumber.
const belgianDutch = new Intl.NumberFormat("nl-BE", { maximumFractionDigits: 1 });

/** A number with "." between thousands and "," before its one decimal, if any. */
export function formatNumber(value: number): string {
  return belgianDutch.format(value);
}
