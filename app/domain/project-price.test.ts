import { describe, expect, it } from "vitest";
import { projectPriceRange, type UnitPrice } from "./project-price.ts";

const sale = (price: number | null, publishPrice = true): UnitPrice => ({
  goal: "sale",
  price,
  publishPrice,
});

describe("a project's price range", () => {
  it("is the CRM's PriceMin and PriceMax when both are given", () => {
    expect(
      projectPriceRange({ priceMin: 225000, priceMax: 307500 }, [sale(199000), sale(400000)]),
    ).toEqual({ min: 225000, max: 307500 });
  });

  it("without them, runs from the lowest to the highest public price of its units", () => {
    expect(projectPriceRange({}, [sale(310000), sale(245000), sale(null), sale(0)])).toEqual({
      min: 245000,
      max: 310000,
    });
  });

  it("never counts a hidden price", () => {
    expect(projectPriceRange({}, [sale(245000), sale(199000, false), sale(990000, false)])).toEqual(
      { min: 245000, max: 245000 },
    );
    expect(projectPriceRange({}, [sale(199000, false)])).toEqual({
      min: undefined,
      max: undefined,
    });
  });

  it("counts only the units of the project's goal when it has one", () => {
    const units = [sale(245000), { goal: "rent" as const, price: 950, publishPrice: true }];
    expect(projectPriceRange({ goal: "sale" }, units)).toEqual({ min: 245000, max: 245000 });
    expect(projectPriceRange({}, units)).toEqual({ min: 950, max: 245000 });
  });

  it("completes a missing bound from the units, unless it would cross the given one", () => {
    const units = [sale(245000), sale(310000)];
    expect(projectPriceRange({ priceMin: 200000 }, units)).toEqual({ min: 200000, max: 310000 });
    expect(projectPriceRange({ priceMax: 350000 }, units)).toEqual({ min: 245000, max: 350000 });
    expect(projectPriceRange({ priceMin: 400000 }, units)).toEqual({
      min: 400000,
      max: undefined,
    });
    expect(projectPriceRange({ priceMax: 200000 }, units)).toEqual({
      min: undefined,
      max: 200000,
    });
  });
});
