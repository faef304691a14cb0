import { describe, expect, it } from "vitest";
import { regionOfPostalCode } from "./region.ts";

describe("regionOfPostalCode (docs/requirements.md §5)", () => {
  it.each([
    ["1000", "brussels"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1499", "wallonia"],
    ["1500", "flanders"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["9999", "flanders"],
    [1050, "brussels"],
    [" 9000 ", "flanders"],
  ])("%s is in %s", (zip, region) => {
    expect(regionOfPostalCode(zip)).toBe(region);
  });

  it.each(["0999", "999", "10000", "L-1009", "", "abcd"])("%s is in no region", (zip) => {
    expect(regionOfPostalCode(zip)).toBeUndefined();
  });
});
