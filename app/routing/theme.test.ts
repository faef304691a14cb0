import { describe, expect, it } from "vitest";
import { contrastText, themeCss } from "./theme.ts";

describe("theme", () => {
  it("writes the colours as custom properties, versioned by the colours", () => {
    expect(themeCss({ brand: "#1F3A4D", accent: "#b5793b" })).toEqual({
      css: ":root{--brand:#1F3A4D;--brand-contrast:#ffffff;--accent:#b5793b}\n",
      version: "1f3a4db5793b",
    });
  });

  it("puts dark text on a light brand and white text on a dark one", () => {
    expect(contrastText("#f2d16b")).toBe("#1b1f23");
    expect(contrastText("#0b3d2e")).toBe("#ffffff");
  });

  it("falls back to the house colours without configuration", () => {
    expect(themeCss(undefined).version).toBe("1f3a4db5793b");
  });
});
