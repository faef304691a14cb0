import { describe, expect, it } from "vitest";
import { mapSpots } from "./map-data.ts";

describe("mapSpots", () => {
  it("reads each point's array with its city named once in the file", () => {
    expect(
      mapSpots({
        points: [
          [1042, 51.05431, 3.71742, 0, 0],
          [1043, 51.05002, 3.7301, 1, 0],
          [7, 50.4669, 4.86746, 0, 1],
        ],
        cities: ["Gent", "Namur"],
      }),
    ).toEqual([
      { id: 1042, latitude: 51.05431, longitude: 3.71742, approximate: false, city: "Gent" },
      { id: 1043, latitude: 51.05002, longitude: 3.7301, approximate: true, city: "Gent" },
      { id: 7, latitude: 50.4669, longitude: 4.86746, approximate: false, city: "Namur" },
    ]);
  });
});
