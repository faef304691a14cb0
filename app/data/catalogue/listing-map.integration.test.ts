import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metresBetween } from "#tests/support/distance.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { listingMap } from "./listing-map.server.ts";

// Issue 12 map view: the same properties as the list, with the position visitors may see (ADR 012).
describe(`the listings' map on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const [villaFr, villaNl, studio] = snapshot.properties ?? [];
  const lasne = { latitude: 50.68812, longitude: 4.48347 };
  const studioExact = { latitude: 49.6116, longitude: 6.1319 };

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, {
      ...snapshot,
      properties: [
        villaFr,
        villaNl,
        // A second villa with a public address and a position; the first one has no position.
        { ...villaFr, ID: 104, Latitude: lasne.latitude, Longitude: lasne.longitude },
        studio,
      ].filter((p) => p !== undefined),
    });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("places a public address exactly and keeps a property without a position for the list under it", async () => {
    const sale = await listingMap(t.db, "fr", { goal: "sale", filter: {} });
    const byId = new Map(sale.map(({ card, location }) => [card.id, location]));
    expect([...byId.keys()].sort()).toEqual([101, 104]);
    expect(byId.get(104)).toEqual({ ...lasne, approximate: false });
    expect(byId.get(101)).toBeUndefined();
  });

  it("moves a hidden address's point 250-500 m and never gives its hidden price", async () => {
    const [unit] = await listingMap(t.db, "de", { goal: "rent", filter: {} });
    expect(unit?.card).toMatchObject({ id: 102, price: null, publishPrice: false });
    expect(unit?.location?.approximate).toBe(true);
    const metres = metresBetween(studioExact, unit?.location ?? studioExact);
    expect(metres).toBeGreaterThanOrEqual(250);
    expect(metres).toBeLessThanOrEqual(500);
  });

  it("keeps to the list's filter", async () => {
    const ids = async (filter: { city?: string; type?: number }) =>
      (await listingMap(t.db, "fr", { goal: "sale", filter })).map(({ card }) => card.id).sort();
    expect(await ids({ city: "1380", type: 1 })).toEqual([101, 104]);
    expect(await ids({ city: "Lasne", type: 6 })).toEqual([101, 104]);
    expect(await ids({ city: "Namur" })).toEqual([]);
    expect(await ids({ type: 3 })).toEqual([]);
  });
});
