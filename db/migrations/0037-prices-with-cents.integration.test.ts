import { rm } from "node:fs/promises";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { up } from "./0037-prices-with-cents.ts";

// Coordinates of 0 stored by earlier imports become unknown (issue 28, defect 6): no marker at 0,0.

describe(`migration 0037 on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, snapshot);
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("forgets the positions stored as 0, keeps the others", async () => {
    await t.db
      .updateTable("property")
      .set({ latitude: 0, longitude: 4.52 })
      .where("id", "=", 101)
      .execute();
    await t.db.updateTable("project").set({ latitude: 0, longitude: 0 }).execute();
    await up(t.db as unknown as Kysely<unknown>);
    const positions = await t.db
      .selectFrom("property")
      .select(["id", "latitude", "longitude"])
      .orderBy("id")
      .execute();
    expect(positions).toEqual([
      { id: 101, latitude: null, longitude: null },
      { id: 102, latitude: 49.6116, longitude: 6.1319 },
    ]);
    const project = await t.db.selectFrom("project").select(["latitude", "longitude"]).execute();
    expect(project).toEqual([{ latitude: null, longitude: null }]);
  });
});
