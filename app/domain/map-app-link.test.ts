import { describe, expect, it } from "vitest";
import { mapAppUrl } from "./map-app-link.ts";

describe("mapAppUrl", () => {
  const place = { street: "Rue du Moulin 12", zip: "1300", city: "Wavre", country: "BE" };

  it("points at the public position, moved or not, never naming the street", () => {
    const url = mapAppUrl({
      ...place,
      location: { latitude: 50.71717, longitude: 4.61178, approximate: false },
    });
    expect(url).toBe("https://www.google.com/maps/search/?api=1&query=50.71717%2C4.61178");
    expect(url).not.toContain("Moulin");
  });

  it("falls back on the public address in words when there is no position", () => {
    expect(mapAppUrl(place)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Rue+du+Moulin+12%2C+1300+Wavre%2C+BE",
    );
    // A hidden address has no street in the read model: the town only.
    expect(mapAppUrl({ ...place, street: undefined, city: "Liège", zip: "4000" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=4000+Li%C3%A8ge%2C+BE",
    );
  });
});
