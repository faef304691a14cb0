import { describe, expect, it } from "vitest";
import { contrastText, themeCss } from "./theme.ts";

describe("theme", () => {
  it("writes the colours as custom properties, versioned by the colours", () => {
    expect(themeCss({ brand: "#1F3A4D", accent: "#b5793b" })).toEqual({
      css: ":root{--brand:#1F3A4D;--brand-contrast:#ffffff;--accent:#b5793b}\n",
      version: "1f3a4db5793b",
    });
  });

  it("adds the page banner colour with its own text colour when configured", () => {
    const theme = themeCss({ brand: "#1f3a4d", accent: "#b5793b", banner: "#f2d16b" });
    expect(theme.css).toContain(";--banner:#f2d16b;--banner-contrast:#1b1f23}");
    expect(theme.version).toBe("1f3a4db5793bf2d16b");
  });

  it("sets the logo heights when the agency has a logo", () => {
    const theme = themeCss({
      brand: "#1f3a4d",
      accent: "#b5793b",
      logoHeight: { top: 125, scrolled: 75 },
    });
    expect(theme.css).toContain(";--logo-height:125px;--logo-height-scrolled:75px}");
    expect(theme.version).toBe("1f3a4db5793b125-75");
  });

  it("puts dark text on a light brand and white text on a dark one", () => {
    expect(contrastText("#f2d16b")).toBe("#1b1f23");
    expect(contrastText("#0b3d2e")).toBe("#ffffff");
  });

  it("falls back to the house colours without configuration", () => {
    expect(themeCss(undefined).version).toBe("1f3a4db5793b");
  });
});
