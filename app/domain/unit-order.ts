// docs/requirements.md §12: a project's units table sorts by any column, through the URL (?sort=price, ?sort=price-desc)
// so that it works without JavaScript. Units without a value go last either way; the id breaks ties so
// that every request shows the same order. Prices sort on the public price only: a hidden one counts
// as none, or its place in the order would tell it; so does a sold or rented unit's, which the table
// does not show.
import type { ProjectUnit } from "#app/model/catalogue/project-unit.ts";

export const unitSortKeys = ["type", "floor", "bedrooms", "surface", "price", "status"] as const;
export type UnitSortKey = (typeof unitSortKeys)[number];
export interface UnitSort {
  key: UnitSortKey;
  descending: boolean;
}

export const defaultUnitSort: UnitSort = { key: "price", descending: false };

/** What the order reads of a unit (its price: the public one, null when hidden or missing). */
export type SortableUnit = Pick<
  ProjectUnit,
  "id" | "status" | "type" | "floor" | "bedrooms" | "surface" | "price"
>;

const statusOrder = ["available", "option", "sold", "rented"] as const;

/** The sort a `sort` parameter asks for; anything unreadable is the default sort. */
export function parseUnitSort(value: string | null): UnitSort {
  const match = /^([a-z]+)(-desc)?$/.exec(value ?? "");
  const key = unitSortKeys.find((k) => k === match?.[1]);
  return key ? { key, descending: Boolean(match?.[2]) } : defaultUnitSort;
}

/** The `sort` parameter of a sort; none for the default one (one URL per order). */
export function unitSortParam(sort: UnitSort): string | undefined {
  if (sort.key === defaultUnitSort.key && sort.descending === defaultUnitSort.descending)
    return undefined;
  return `${sort.key}${sort.descending ? "-desc" : ""}`;
}

function sortValue(unit: SortableUnit, key: UnitSortKey): string | number | undefined {
  switch (key) {
    case "status":
      return statusOrder.indexOf(unit.status);
    case "price":
      // A sold or rented unit shows that instead of a price.
      return unit.price !== null && unit.price > 0 && statusOrder.indexOf(unit.status) < 2
        ? unit.price
        : undefined;
    default:
      return unit[key];
  }
}

export function sortUnits<T extends SortableUnit>(units: T[], sort: UnitSort): T[] {
  const direction = sort.descending ? -1 : 1;
  return [...units].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === undefined || y === undefined) return x === y ? a.id - b.id : x === undefined ? 1 : -1;
    const order =
      typeof x === "string" && typeof y === "string" ? x.localeCompare(y) : Number(x) - Number(y);
    return order === 0 ? a.id - b.id : order * direction;
  });
}
