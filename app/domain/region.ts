// docs/requirements.md §5 postal regions: Brussels 1000–1299; Wallonia 1300–1499 and 4000–7999; Flanders 1500–3999
// and 8000–9999. Belgian postal codes only: Luxembourg's are told apart by the country, not the code.

export type Region = "brussels" | "wallonia" | "flanders";

/** The ranges of each region, from and to included. */
export const postalRanges: [number, number, Region][] = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

export function regionOfPostalCode(zip: string | number): Region | undefined {
  const text = String(zip).trim();
  if (!/^\d{4}$/.test(text)) return undefined;
  const code = Number(text);
  return postalRanges.find(([from, to]) => code >= from && code <= to)?.[2];
}
