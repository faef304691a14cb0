// docs/requirements.md §3 property types (WebID 1-7, show order 0-6): land (4) and investment buildings (5) are for
// sale only; any other type allows sale and rent. Goal codes: 0 sale, 1 rent in snapshots; in search
// data 0 is sale and anything else rent. Country ids: 10 Belgium, 50 Luxembourg.

export type Goal = "sale" | "rent";

const saleOnly = new Set([4, 5]);

export const knownTypeIds = [1, 2, 3, 4, 5, 6, 7] as const;

export function allowsGoal(webId: number, goal: Goal): boolean {
  return goal === "sale" || !saleOnly.has(webId);
}

export function goalFromCode(code: number, source: "snapshot" | "search"): Goal | undefined {
  if (code === 0) return "sale";
  if (source === "search" || code === 1) return "rent";
  return undefined;
}

export function countryFromId(id: number): "BE" | "LU" | undefined {
  return id === 10 ? "BE" : id === 50 ? "LU" : undefined;
}
