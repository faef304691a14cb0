import { describe, expect, it } from "vitest";
import { parseUnitSort, type SortableUnit, sortUnits, unitSortParam } from "./unit-order.ts";

const units: SortableUnit[] = [
  {
    id: 1,
    status: "sold",
    type: "Appartement",
    floor: 1,
    bedrooms: 2,
    surface: 90,
    price: 300_000,
  },
  { id: 2, status: "available", type: "Penthouse", floor: 4, bedrooms: 3, price: null },
  {
    id: 3,
    status: "option",
    type: "Appartement",
    floor: 0,
    bedrooms: 1,
    surface: 60,
    price: 225_000,
  },
  { id: 4, status: "available", bedrooms: 2, surface: 90, price: 300_000 },
];
const ids = (sorted: SortableUnit[]) => sorted.map((u) => u.id);

describe("a project's units table order (docs/requirements.md §12)", () => {
  it("reads the sort parameter, and anything else as price ascending", () => {
    expect(parseUnitSort("surface-desc")).toEqual({ key: "surface", descending: true });
    expect(parseUnitSort("type")).toEqual({ key: "type", descending: false });
    for (const odd of [null, "", "price-up", "id", "<script>"])
      expect(parseUnitSort(odd)).toEqual({ key: "price", descending: false });
    expect(unitSortParam({ key: "price", descending: false })).toBeUndefined();
    expect(unitSortParam({ key: "price", descending: true })).toBe("price-desc");
  });

  it("sorts both ways, with units without a value (a hidden price) last and the id as tie-breaker", () => {
    // 1 is sold: its price is not shown, so it sorts as none.
    expect(ids(sortUnits(units, parseUnitSort("price")))).toEqual([3, 4, 1, 2]);
    expect(ids(sortUnits(units, parseUnitSort("price-desc")))).toEqual([4, 3, 1, 2]);
    expect(ids(sortUnits(units, parseUnitSort("surface-desc")))).toEqual([1, 4, 3, 2]);
    expect(ids(sortUnits(units, parseUnitSort("type")))).toEqual([1, 3, 2, 4]);
    expect(ids(sortUnits(units, parseUnitSort("status")))).toEqual([2, 4, 3, 1]);
    expect(ids(sortUnits(units, parseUnitSort("bedrooms-desc")))).toEqual([2, 1, 4, 3]);
    // The ground floor (0) is a floor like the others; a unit whose floor is not known comes last.
    expect(ids(sortUnits(units, parseUnitSort("floor")))).toEqual([3, 1, 2, 4]);
    expect(ids(sortUnits(units, parseUnitSort("floor-desc")))).toEqual([2, 1, 3, 4]);
  });
});
