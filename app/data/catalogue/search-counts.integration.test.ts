import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { searchCounts } from "./search-counts.server.ts";

describe(`search counts on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const [villaFr, villaNl, studio] = snapshot.properties ?? [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const properties = [
      villaFr,
      villaNl,
      studio,
      { ...villaFr, ID: 104, Goal: 1, Pictures: [] },
      { ...villaFr, ID: 105, Status: "sold", Pictures: [] },
    ];
    folder = await importIntoTestDatabase(t.db, { ...snapshot, properties });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("counts what is on offer per goal, per type and per city, leaving sold properties out", async () => {
    const counts = await searchCounts(t.db, "fr");
    expect(counts.total).toEqual({ sale: 1, rent: 2 });
    expect(counts.types).toEqual([
      { webId: 1, name: "Villa/Maison/Ferme", sale: 1, rent: 1 },
      { webId: 3, name: "", rent: 1, sale: 0 },
    ]);
    expect(counts.cities).toEqual([
      { zip: "1009", countryId: 50, name: "", sale: 0, rent: 1 },
      { zip: "1380", countryId: 10, name: "Lasne", sale: 1, rent: 1 },
    ]);
  });

  it("names types and cities in the asked language", async () => {
    const counts = await searchCounts(t.db, "de");
    expect(counts.cities.find((c) => c.zip === "1009")?.name).toBe("Luxemburg");
    expect(counts.types.find((c) => c.webId === 3)?.name).toBe("Studio");
  });
});
