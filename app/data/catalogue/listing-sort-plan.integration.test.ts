import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { listingSorts } from "#app/model/catalogue/listing-filter.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import type { ResolvedFilter } from "./listing-filter.server.ts";
import { listingIdsQuery } from "./listing-page.server.ts";

// Issue 29 (db/migrations/0040): a filtered page in a price or surface order reads its sort index
// alone, so the properties the filter skips cost no table lookup (at 10,000 properties page 3 of
// houses by price passed 1,141 garages, studios and plots first). SQLite's plan does not depend on the
// rows (no statistics are kept); PostgreSQL picks by cost, and its plan at 10,000 properties is in
// bench/README.md.
const sortIndexes = {
  "price-asc": "property_price_asc_idx",
  "price-desc": "property_price_desc_idx",
  "surface-desc": "property_surface_idx",
} as const;

describe.runIf(engineUnderTest === "sqlite")("the plan of a filtered listing page", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  const filter: ResolvedFilter = {
    goal: "sale",
    statuses: onOfferStatuses,
    language: "fr",
    cityIds: [1, 2],
    types: [1, 2],
    priceMin: 100_000,
    priceMax: 900_000,
    bedroomsMin: 2,
    surfaceMin: 80,
  };

  it.each(listingSorts.filter((sort) => sort !== "newest"))(
    "reads the %s index alone, in its order",
    async (sort) => {
      const query = listingIdsQuery(t.db, filter, { sort }, { offset: 24, limit: 12 }).compile();
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail);
      expect(steps).toContain(`SEARCH p USING COVERING INDEX ${sortIndexes[sort]} (goal=?)`);
      expect(steps.filter((step) => step.includes("TEMP B-TREE"))).toEqual([]);
    },
  );
});
