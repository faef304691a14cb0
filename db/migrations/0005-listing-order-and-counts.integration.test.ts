import { rm } from "node:fs/promises";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCounts } from "#app/data/catalogue/search-counts.server.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// A database that held properties before migration 0005 gets their counts from the migration itself.
describe(`migration 0005 on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db);
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("counts the properties already there when applied again", async () => {
    const before = await searchCounts(t.db, "fr");
    expect(before.total).toEqual({ sale: 1, rent: 1 });
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    // Down to just before 0005 (the migrations after it come down first), then up again.
    expect((await migrator.migrateTo("0004-owners")).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await searchCounts(t.db, "fr")).toEqual(before);
  });
});
