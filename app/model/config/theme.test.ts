import { describe, expect, it } from "vitest";
import { contrastText, themeCss } from "./theme.ts";

describe("theme", () => {
  it("writes the colours as custom properties", () => {
    expect(themeCss({ brand: "#1F3A4D", accent: "#b5793b" })).toBe(
      ":root{--brand:#1F3A4D;--brand-contrast:#ffffff;--accent:#b5793b}\n",
    );
  });

  it("adds the page banner colour with its own text colour when configured", () => {
    const theme = themeCss({ brand: "#1f3a4d", accent: "#b5793b", banner: "#f2d16b" });
    expect(theme).toContain(";--banner:#f2d16b;--banner-contrast:#1b1f23}");
  });

  it("sets the logo heights when the agency has a logo", () => {
    const theme = themeCss({
      brand: "#1f3a4d",
      accent: "#b5793b",
      logoHeight: { top: 125, scrolled: 75 },
    });
    expect(theme).toContain(";--logo-height:125px;--logo-height-scrolled:75px}");
  });

  it("puts dark text on a light brand and white text on a dark one", () => {
    expect(contrastText("#f2d16b")).toBe("#1b1f23");
    expect(contrastText("#0b3d2e")).toBe("#ffffff");
  });

  it("falls back to the house colours without configuration", () => {
    expect(themeCss(undefined)).toContain("--brand:#1f3a4d;");
  });
});
