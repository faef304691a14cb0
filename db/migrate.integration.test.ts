import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

describe(`migrations on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ migrate: false });
  });
  afterAll(() => t.dispose());

  it("apply every migration in order on an empty database", async () => {
    const results = await migrateToLatest(t.db);
    expect(results.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, "Success"]),
    );
    const rows = await sql<{ n: number }>`select count(*) as n from site_setting`.execute(t.db);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });

  it("apply nothing the second time", async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it("can be undone one by one down to an empty database, and applied again", async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    for (const name of Object.keys(migrations).reverse()) {
      const { error, results } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      expect(results?.[0]).toMatchObject({
        migrationName: name,
        direction: "Down",
        status: "Success",
      });
    }
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(tables.filter((name) => !name.startsWith("kysely_"))).toEqual([]);
    expect((await migrateToLatest(t.db)).length).toBe(Object.keys(migrations).length);
  });
});
