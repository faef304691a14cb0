import { describe, expect, it } from "vitest";
import { mapTilesSchema } from "./map-tiles.ts";
import { tileOrigin } from "./tile-origin.ts";

const attribution = "© OpenStreetMap contributors";

describe("map tiles configuration (ADR 014)", () => {
  it("takes an https template with {z}, {x} and {y}", () => {
    const tileUrl = "https://tiles.example.be/{z}/{x}/{y}.png";
    expect(mapTilesSchema.parse({ tileUrl, attribution })).toEqual({ tileUrl, attribution });
    expect(tileOrigin(tileUrl)).toBe("https://tiles.example.be");
  });

  it.each([
    ["http://tiles.example.be/{z}/{x}/{y}.png"],
    ["https://tiles.example.be/{z}/{x}.png"],
    ["https://{s}.tiles.example.be/{z}/{x}/{y}.png"],
    ["javascript:alert(1)//{z}/{x}/{y}"],
  ])("refuses %s", (tileUrl) => {
    expect(mapTilesSchema.safeParse({ tileUrl, attribution }).success).toBe(false);
  });
});
