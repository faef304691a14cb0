import { describe, expect, it } from "vitest";
import { bannerContrastFailures, themeContrastFailures } from "./colour-contrast.ts";
import { houseTheme } from "./theme.ts";

describe("colour contrast (WCAG AA)", () => {
  it("passes the house colours", () => {
    expect(themeContrastFailures(houseTheme)).toEqual([]);
    expect(bannerContrastFailures(houseTheme.brand)).toEqual([]);
  });

  it("refuses a light brand as text on white, with the ratio rounded down", () => {
    expect(themeContrastFailures({ brand: "#6fa8dc", accent: houseTheme.accent })).toEqual([
      { field: "brand", against: "light", ratio: 2.5, needed: 4.5 },
    ]);
  });

  it("refuses an accent too dark for near-black text and too pale for a focus ring", () => {
    expect(themeContrastFailures({ brand: houseTheme.brand, accent: "#8a5a2b" })).toEqual([
      { field: "accent", against: "dark", ratio: 2.8, needed: 4.5 },
    ]);
    expect(themeContrastFailures({ brand: houseTheme.brand, accent: "#f2e6c9" })).toEqual([
      { field: "accent", against: "light", ratio: 1.2, needed: 3 },
    ]);
  });

  it("refuses a mid-grey banner that neither text colour reads on", () => {
    expect(bannerContrastFailures("#777777")).toEqual([
      { field: "color", against: "light", ratio: 4.4, needed: 4.5 },
    ]);
  });
});
