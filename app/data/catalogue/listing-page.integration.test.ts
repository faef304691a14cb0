import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareListed, type Sortable } from "#app/domain/listing-sort.ts";
import {
  defaultListingQuery,
  type ListingFilter,
  type ListingQuery,
  listingSorts,
} from "#app/model/catalogue/listing-filter.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { listingNeighbours } from "./listing-neighbours.server.ts";
import { type ListingScope, readListingPage } from "./listing-page.server.ts";

// docs/requirements.md §12 listings at a few hundred properties: every sort walked page by page against the order
// app/domain/listing-sort.ts defines, filters and facet counts against a count made here.

const cities = [
  { Zip: "1380", City: "Lasne" },
  { Zip: "1300", City: "Wavre" },
  { Zip: "4000", City: "Liège" },
];
const types = [1, 3, 6];
const statuses = ["available", "available", "option", "sold", "available", "rented"] as const;

const generated = Array.from({ length: 300 }, (_, i) => {
  const city = cities[i % 3] ?? cities[0];
  return {
    ID: 1000 + i,
    language: "fr",
    Goal: (i % 4 === 3 ? 1 : 0) as 0 | 1,
    Status: statuses[i % 6 === 3 || i % 6 === 5 ? i % 6 : i % 5 === 2 ? 2 : 0],
    WebID: types[(i % 7) % 3] ?? 1,
    TypeDescription: `Bien ${i}`,
    ...city,
    CountryID: 10 as const,
    // Repeated prices, surfaces and dates: the tie-breakers decide.
    Price: 100_000 + ((i * 37) % 40) * 10_000,
    PublishPrice: i % 9 !== 0,
    BedRooms: i % 5,
    ...(i % 8 === 0 ? {} : { SurfaceLiving: 60 + ((i * 13) % 20) * 10 }),
    UpdatedAt: `2026-11-${String(1 + (i % 12)).padStart(2, "0")}T10:00:00.000Z`,
  };
});

type Generated = (typeof generated)[number];
const sortable = (p: Generated): Sortable => ({
  id: p.ID,
  updatedAt: p.UpdatedAt,
  price: p.Price,
  publishPrice: p.PublishPrice,
  surface: p.SurfaceLiving ?? null,
  onOffer: p.Status === "available" || p.Status === "option",
});

describe(`listing pages on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const sale: ListingScope = { goal: "sale", language: "fr", soldListed: false };

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, {
      propertyTypes: snapshot.propertyTypes ?? [],
      properties: generated,
    });
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const expected = (
    keep: (p: Generated) => boolean,
    sort: ListingQuery["sort"] = "newest",
    soldListed = false,
  ) =>
    generated
      .filter((p) => p.Goal === 0 && (soldListed || sortable(p).onOffer) && keep(p))
      .map(sortable)
      .sort(compareListed(sort, soldListed))
      .map((p) => p.id);

  const allPages = async (query: Omit<ListingQuery, "page">, scope = sale) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const found = await readListingPage(t.db, { ...query, page }, scope);
      ids.push(...found.cards.map((c) => c.id));
      if (page * query.size >= found.total) return { ids, total: found.total };
    }
  };

  it.each(listingSorts)("walks every page of the %s order, ties broken by id", async (sort) => {
    const { ids, total } = await allPages({ ...defaultListingQuery, sort, size: 24 });
    expect(ids).toEqual(expected(() => true, sort));
    expect(total).toBe(ids.length);
    expect(total).toBeGreaterThan(100);
  });

  it("gives page 3 of a filtered, sorted list and its total", async () => {
    const filter: ListingFilter = { cities: ["Lasne", "4000"], bedroomsMin: 1 };
    const found = await readListingPage(
      t.db,
      { filter, sort: "price-desc", page: 3, size: 12, defaultSize: 12 },
      sale,
    );
    const all = expected(
      (p) => (p.City === "Lasne" || p.City === "Liège") && p.BedRooms >= 1,
      "price-desc",
    );
    expect(found.total).toBe(all.length);
    expect(found.cards.map((c) => c.id)).toEqual(all.slice(24, 36));
  });

  it("never lets a hidden price be placed by its amount, nor found by a price range", async () => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      const { ids } = await allPages({ ...defaultListingQuery, sort, size: 24 });
      const hidden = generated.filter((p) => !p.PublishPrice).map((p) => p.ID);
      const firstHidden = ids.findIndex((id) => hidden.includes(id));
      const tail = ids.slice(firstHidden);
      expect(tail.every((id) => hidden.includes(id))).toBe(true);
      expect(tail).toEqual([...tail].sort((a, b) => (sort === "price-asc" ? a - b : b - a)));
    }
    const { ids } = await allPages({
      ...defaultListingQuery,
      filter: { priceMin: 100_000, priceMax: 250_000 },
    });
    expect(ids).toEqual(
      expected((p) => p.PublishPrice && p.Price >= 100_000 && p.Price <= 250_000),
    );
  });

  it("filters by type, surface and text (a city, a type's name, an exact ID)", async () => {
    const cases: [ListingFilter, (p: Generated) => boolean][] = [
      [{ types: [3, 6] }, (p) => p.WebID === 3 || p.WebID === 6],
      [{ surfaceMin: 150 }, (p) => (p.SurfaceLiving ?? 0) >= 150],
      [{ q: "LIEGE" }, (p) => p.City === "Liège"],
      [{ q: "bunga" }, (p) => p.WebID === 6],
      [{ q: "1004" }, (p) => p.ID === 1004],
      [{ q: "nowhere" }, () => false],
      [{ cities: ["Nowhere"] }, () => false],
    ];
    for (const [filter, keep] of cases) {
      const { ids } = await allPages({ ...defaultListingQuery, filter, size: 24 });
      expect(ids, JSON.stringify(filter)).toEqual(expected(keep));
    }
  });

  it("counts each city and type under the other filters", async () => {
    const found = await readListingPage(
      t.db,
      { ...defaultListingQuery, filter: { cities: ["Wavre"], types: [1] } },
      sale,
    );
    const count = (keep: (p: Generated) => boolean) => expected(keep).length;
    expect(found.facets.cities).toEqual([
      {
        value: "Lasne",
        label: "Lasne",
        count: count((p) => p.City === "Lasne" && p.WebID === 1),
        selected: false,
      },
      {
        value: "Liège",
        label: "Liège",
        count: count((p) => p.City === "Liège" && p.WebID === 1),
        selected: false,
      },
      {
        value: "Wavre",
        label: "Wavre",
        count: count((p) => p.City === "Wavre" && p.WebID === 1),
        selected: true,
      },
    ]);
    expect(found.facets.types.map((f) => [f.value, f.count, f.selected])).toEqual(
      [1, 3, 6]
        .map((type) => [
          String(type),
          count((p) => p.City === "Wavre" && p.WebID === type),
          type === 1,
        ])
        .filter(([, n, selected]) => n || selected),
    );
  });

  it("counts a search by city alone from the stored counts, the same numbers", async () => {
    const found = await readListingPage(
      t.db,
      { ...defaultListingQuery, filter: { cities: ["Wavre", "Lasne"] } },
      sale,
    );
    const count = (keep: (p: Generated) => boolean) => expected(keep).length;
    expect(found.total).toBe(count((p) => p.City === "Wavre" || p.City === "Lasne"));
    expect(found.facets.cities.map((f) => [f.label, f.count, f.selected])).toEqual([
      ["Lasne", count((p) => p.City === "Lasne"), true],
      ["Liège", count((p) => p.City === "Liège"), false],
      ["Wavre", count((p) => p.City === "Wavre"), true],
    ]);
    expect(found.facets.types.map((f) => [f.value, f.count])).toEqual(
      [1, 3, 6].map((type) => [
        String(type),
        count((p) => p.WebID === type && (p.City === "Wavre" || p.City === "Lasne")),
      ]),
    );
  });

  it("keeps sold properties after the ones on offer when the agency wants them listed", async () => {
    const scope = { ...sale, soldListed: true };
    const { ids } = await allPages({ ...defaultListingQuery, sort: "price-asc", size: 24 }, scope);
    expect(ids).toEqual(expected(() => true, "price-asc", true));
    const last = Math.ceil(ids.length / 12);
    const page = await readListingPage(t.db, { ...defaultListingQuery, page: last }, scope);
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(["sold", "rented"]).toContain(card.status);
  });

  it("finds a property's neighbours in its list, across a page boundary", async () => {
    const query: ListingQuery = { ...defaultListingQuery, sort: "surface-desc", page: 2 };
    const all = expected(() => true, "surface-desc");
    const first = all[12] ?? 0;
    const around = await listingNeighbours(t.db, first, query, sale);
    expect(around.previous).toMatchObject({ card: { id: all[11] }, page: 1 });
    expect(around.next).toMatchObject({ card: { id: all[13] }, page: 2 });
    expect(await listingNeighbours(t.db, 999_999, query, sale)).toEqual({});
  });
});
