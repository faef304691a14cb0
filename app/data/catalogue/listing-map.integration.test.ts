import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { defaultListingQuery, type ListingFilter } from "#app/model/catalogue/listing-filter.ts";
import { metresBetween } from "#tests/support/distance.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { listingMap, mapCards } from "./listing-map.server.ts";

// docs/requirements.md §12 map view: the same properties as the list, with the position visitors may see (ADR 012).
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
        // Sold: on the map (and in its cards) only where the site keeps sold properties in lists.
        { ...villaFr, ID: 105, Status: "sold" as const },
        studio,
      ].filter((p) => p !== undefined),
    });
  });
  const mapOf = (language: Language, goal: "sale" | "rent", filter: ListingFilter = {}) =>
    listingMap(t.db, { ...defaultListingQuery, filter }, { goal, language, soldListed: false });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("places a public address exactly and keeps a property without a position for the list under it", async () => {
    const sale = await mapOf("fr", "sale");
    const byId = new Map(sale.map(({ card, location }) => [card.id, location]));
    expect([...byId.keys()].sort()).toEqual([101, 104]);
    expect(byId.get(104)).toEqual({ ...lasne, approximate: false });
    expect(byId.get(101)).toBeUndefined();
  });

  it("moves a hidden address's point 250-500 m and never gives its hidden price", async () => {
    const [unit] = await mapOf("de", "rent");
    expect(unit?.card).toMatchObject({ id: 102, price: null, publishPrice: false });
    expect(unit?.location?.approximate).toBe(true);
    const metres = metresBetween(studioExact, unit?.location ?? studioExact);
    expect(metres).toBeGreaterThanOrEqual(250);
    expect(metres).toBeLessThanOrEqual(500);
  });

  it("keeps to the list's filter", async () => {
    const ids = async (filter: ListingFilter) =>
      (await mapOf("fr", "sale", filter)).map(({ card }) => card.id).sort();
    expect(await ids({ cities: ["1380"], types: [1] })).toEqual([101, 104]);
    expect(await ids({ cities: ["Lasne"], types: [6] })).toEqual([101, 104]);
    expect(await ids({ cities: ["Namur"] })).toEqual([]);
    expect(await ids({ types: [3] })).toEqual([]);
  });

  it("gives the cards of listed properties only, in the order asked, with no hidden price", async () => {
    const ids = async (language: Language, asked: number[], soldListed = false) =>
      (await mapCards(t.db, language, asked, { soldListed })).map((card) => card.id);
    expect(await ids("fr", [104, 999, 105, 101])).toEqual([104, 101]);
    expect(await ids("fr", [105, 104], true)).toEqual([105, 104]);
    // No French text for the studio: no French card.
    expect(await ids("fr", [102])).toEqual([]);
    const [unit] = await mapCards(t.db, "de", [102], { soldListed: false });
    expect(unit).toMatchObject({ id: 102, price: null, publishPrice: false });
  });
});
