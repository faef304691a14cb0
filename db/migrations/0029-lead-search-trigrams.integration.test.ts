import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// ADR 051 (amended): the leads stored before the trigram index are in it (SQLite's FTS5 table is filled;
// PostgreSQL's GIN index reads the column itself); going down removes the index, going up builds it again.
describe(`migration 0029 on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let migrator: Migrator;
  const indexed = async (): Promise<number[] | number> => {
    if (engineUnderTest === "sqlite") {
      const { rows } = await sql<{ rowid: number }>`
        select rowid from lead_search where lead_search match '"older@example"'`.execute(
        database.db,
      );
      return rows.map((row) => row.rowid);
    }
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where indexname = 'lead_search_trgm_idx'`.execute(
      database.db,
    );
    return rows.length;
  };
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0028-lead-inbox-search")).error).toBeUndefined();
    await sql`insert into lead (form, language, fields, verified, created_at, search)
      values ('site-contact', 'nl', '{"email":"older@example.be"}', ${engineUnderTest === "postgres" ? sql`true` : sql`1`}, ${new Date().toISOString()}, 'older@example.be')`.execute(
      database.db,
    );
    expect((await migrator.migrateTo("0029-lead-search-trigrams")).error).toBeUndefined();
  });
  afterAll(() => database.dispose());

  it("indexes the leads already stored", async () => {
    expect(await indexed()).toEqual(engineUnderTest === "sqlite" ? [1] : 1);
  });

  it("goes down and up again", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    if (engineUnderTest === "postgres") expect(await indexed()).toBe(0);
    expect((await migrator.migrateUp()).error).toBeUndefined();
    expect(await indexed()).toEqual(engineUnderTest === "sqlite" ? [1] : 1);
  });
});
