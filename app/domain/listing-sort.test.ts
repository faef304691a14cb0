import { describe, expect, it } from "vitest";
import { compareListed, type Sortable } from "./listing-sort.ts";

const property = (id: number, fields: Partial<Sortable> = {}): Sortable => ({
  id,
  updatedAt: "2026-01-01T00:00:00.000Z",
  price: 100_000,
  publishPrice: true,
  surface: 100,
  onOffer: true,
  ...fields,
});

const order = (sort: Parameters<typeof compareListed>[0], list: Sortable[], sold = false) =>
  [...list].sort(compareListed(sort, sold)).map((p) => p.id);

describe("listing sorts (docs/requirements.md §2)", () => {
  it("puts the newest first, then the highest id among equals", () => {
    const list = [
      property(1, { updatedAt: "2026-03-01T00:00:00.000Z" }),
      property(2),
      property(3),
      property(4, { updatedAt: "2026-02-01T00:00:00.000Z" }),
    ];
    expect(order("newest", list)).toEqual([1, 4, 3, 2]);
  });

  it("orders prices up or down, ties by id, hidden prices after every shown one by id alone", () => {
    const list = [
      property(1, { price: 900_000, publishPrice: false }),
      property(2, { price: 300_000 }),
      property(3, { price: 100, publishPrice: false }),
      property(4, { price: 200_000 }),
      property(5, { price: 300_000 }),
      property(6, { price: null }),
    ];
    expect(order("price-asc", list)).toEqual([4, 2, 5, 1, 3, 6]);
    expect(order("price-desc", list)).toEqual([5, 2, 4, 6, 3, 1]);
  });

  it("orders surfaces down, properties without one last", () => {
    const list = [property(1, { surface: null }), property(2, { surface: 80 }), property(3)];
    expect(order("surface-desc", list)).toEqual([3, 2, 1]);
  });

  it("lists sold and rented properties after the ones on offer when they stay in lists", () => {
    const list = [property(1, { onOffer: false, price: 1 }), property(2), property(3)];
    expect(order("price-asc", list, true)).toEqual([2, 3, 1]);
    expect(order("price-asc", list, false)).toEqual([1, 2, 3]);
  });
});
