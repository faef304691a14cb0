import { describe, expect, it } from "vitest";
import { metresBetween } from "#tests/support/distance.ts";
import {
  type Coordinates,
  projectLocationKey,
  propertyLocationKey,
  publicLocation,
} from "./public-location.ts";
import { locationOffset } from "./public-location-offset.ts";

const wavre = { latitude: 50.71593, longitude: 4.61278 };
const secret = "4f1c0a9e2b7d3c5a8e6f1b2d4c6a8e0f2b4d6c8a0e2f4b6d8c0a2e4f6b8d0c2a";
const fractions = [0, 0.01, 0.24, 0.25, 0.26, 0.5, 0.74, 0.75, 0.99, 0.999999];

describe("the position a visitor may see", () => {
  it("is the exact one, rounded to 5 decimals, when the address is public", () => {
    const offset = locationOffset(secret, propertyLocationKey(1001, null));
    expect(publicLocation(wavre, true, offset)).toEqual({ ...wavre, approximate: false });
    expect(publicLocation({ latitude: 50.7159312, longitude: 4.6127849 }, true, offset)).toEqual({
      ...wavre,
      approximate: false,
    });
  });

  it("is none without coordinates", () => {
    const offset = { bearing: 0.3, distance: 0.3 };
    expect(publicLocation({}, true, offset)).toBeUndefined();
    expect(publicLocation({ latitude: 50.7 }, false, offset)).toBeUndefined();
  });

  it("is moved 250 to 500 m when the address is hidden, each coordinate by 0.0005° or more", () => {
    // Brussels, Luxembourg, the equator and the far north: every direction and distance.
    for (const exact of [
      wavre,
      { latitude: 49.6116, longitude: 6.1319 },
      { latitude: 0, longitude: 0 },
      { latitude: 69.6492, longitude: 18.9553 },
    ])
      for (const bearing of fractions)
        for (const distance of fractions) {
          const shown = publicLocation(exact, false, { bearing, distance });
          expect(shown?.approximate).toBe(true);
          const metres = metresBetween(exact, shown as Coordinates);
          expect(metres, `${bearing} ${distance}`).toBeGreaterThanOrEqual(250);
          expect(metres, `${bearing} ${distance}`).toBeLessThanOrEqual(500);
          expect(Math.abs((shown?.latitude ?? 0) - exact.latitude)).toBeGreaterThan(0.0005);
          expect(Math.abs((shown?.longitude ?? 0) - exact.longitude)).toBeGreaterThan(0.0005);
          expect(String(shown?.latitude)).toMatch(/^-?\d+(\.\d{1,5})?$/);
          expect(String(shown?.longitude)).toMatch(/^-?\d+(\.\d{1,5})?$/);
        }
  });

  it("goes in every direction", () => {
    const quarters = new Set(
      [0.1, 0.35, 0.6, 0.85].map((bearing) => {
        const shown = publicLocation(wavre, false, { bearing, distance: 0.5 }) as Coordinates;
        return `${Math.sign(shown.latitude - wavre.latitude)} ${Math.sign(shown.longitude - wavre.longitude)}`;
      }),
    );
    expect(quarters.size).toBe(4);
  });
});

describe("the offset of a hidden address", () => {
  const moved = (key: string, withSecret = secret) =>
    publicLocation(wavre, false, locationOffset(withSecret, key));

  it("is the same for the same listing and secret", () => {
    expect(moved(propertyLocationKey(1001, null))).toEqual(moved(propertyLocationKey(1001, null)));
    expect(locationOffset(secret, "property:1001")).toEqual(
      locationOffset(secret, "property:1001"),
    );
  });

  it("differs from one listing to the next, and with another secret", () => {
    const points = new Set(
      Array.from({ length: 50 }, (_, i) =>
        JSON.stringify(moved(propertyLocationKey(1001 + i, null))),
      ),
    );
    expect(points.size).toBe(50);
    expect(moved(propertyLocationKey(1001, null), `${secret}x`)).not.toEqual(
      moved(propertyLocationKey(1001, null)),
    );
  });

  it("is shared by a project and its units, which stand in one building", () => {
    expect(propertyLocationKey(1093, 500)).toBe(projectLocationKey(500));
    expect(propertyLocationKey(1093, null)).not.toBe(propertyLocationKey(1094, null));
    expect(propertyLocationKey(500, null)).not.toBe(projectLocationKey(500));
  });
});
