import { describe, expect, it } from "vitest";
import { type SimilarReference, similarCriteria } from "./similar.ts";

const villa: SimilarReference = {
  id: 101,
  goal: "sale",
  status: "available",
  webId: 1,
  zip: "1380",
  countryId: 10,
  price: 325_000,
  publishPrice: true,
  bedrooms: 4,
};

describe("similar offers (docs/requirements.md §12)", () => {
  it("keeps goal and type, leaves the property out, and looks in its region of docs/requirements.md §5", () => {
    const criteria = similarCriteria(villa);
    expect(criteria).toMatchObject({ goal: "sale", webId: 1, excludeId: 101, countryId: 10 });
    // Lasne (1380) is in Wallonia: 1300-1499 and 4000-7999.
    expect(criteria.zipRanges).toEqual([
      ["1300", "1499"],
      ["4000", "7999"],
    ]);
    expect(similarCriteria({ ...villa, zip: "1050" }).zipRanges).toEqual([["1000", "1299"]]);
  });

  it("looks in the whole country outside Belgium", () => {
    expect(similarCriteria({ ...villa, zip: "1009", countryId: 50 }).zipRanges).toEqual([]);
  });

  it("asks for a public price within 20 % of a public price, bedrooms then do not count", () => {
    const { price, bedrooms } = similarCriteria(villa);
    expect(price).toEqual({ around: 325_000, min: 260_000, max: 390_000 });
    expect(bedrooms).toBeUndefined();
  });

  it("never uses a hidden price, nor that of a withdrawn property: bedrooms within one instead", () => {
    for (const reference of [
      { ...villa, publishPrice: false },
      { ...villa, status: "withdrawn" },
      { ...villa, price: null },
    ]) {
      const criteria = similarCriteria(reference);
      expect(criteria.price).toBeUndefined();
      expect(criteria.bedrooms).toEqual({ min: 3, max: 5 });
    }
    expect(similarCriteria({ ...villa, price: null, bedrooms: 0 }).bedrooms).toEqual({
      min: 0,
      max: 1,
    });
    expect(similarCriteria({ ...villa, price: null, bedrooms: null }).bedrooms).toBeUndefined();
  });
});
