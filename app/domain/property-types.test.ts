import { describe, expect, it } from "vitest";
import { allowsGoal, countryFromId, goalFromCode, knownTypeIds } from "./property-types.ts";

describe("property types and codes (docs/requirements.md §3)", () => {
  it("offers land and investment buildings for sale only", () => {
    expect(knownTypeIds.filter((id) => !allowsGoal(id, "rent"))).toEqual([4, 5]);
    expect(knownTypeIds.every((id) => allowsGoal(id, "sale"))).toBe(true);
    expect(allowsGoal(12, "rent")).toBe(true);
  });

  it("reads goal codes strictly in snapshots and loosely in search data", () => {
    expect(goalFromCode(0, "snapshot")).toBe("sale");
    expect(goalFromCode(1, "snapshot")).toBe("rent");
    expect(goalFromCode(2, "snapshot")).toBeUndefined();
    expect(goalFromCode(2, "search")).toBe("rent");
  });

  it("knows Belgium and Luxembourg", () => {
    expect([10, 50, 11].map(countryFromId)).toEqual(["BE", "LU", undefined]);
  });
});
