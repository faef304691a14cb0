import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// ADR 051 (amended 2026-11-28): the leads stored before get their own e-mail and phone as the inbox
// finds them whole; going down removes both columns and their indexes, going up fills them again.
describe(`migration 0038 on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let migrator: Migrator;
  const keys = () =>
    sql<{ email_key: string | null; phone_key: string | null }>`
      select email_key, phone_key from lead order by id`
      .execute(database.db)
      .then((result) => result.rows);
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0037-prices-with-cents")).error).toBeUndefined();
    for (const fields of [
      { email: " Older@Example.BE", phone: "+32 475/12.34.56" },
      { email: "news@example.be" },
    ])
      await sql`insert into lead (form, language, fields, verified, created_at)
        values ('site-contact', 'nl', ${JSON.stringify(fields)}, ${engineUnderTest === "postgres" ? sql`true` : sql`1`}, ${new Date().toISOString()})`.execute(
        database.db,
      );
    expect((await migrator.migrateTo("0038-lead-person-keys")).error).toBeUndefined();
  });
  afterAll(() => database.dispose());

  const filled = [
    { email_key: "older@example.be", phone_key: "0475123456" },
    { email_key: "news@example.be", phone_key: null },
  ];

  it("fills the keys of the leads already stored", async () => {
    expect(await keys()).toEqual(filled);
  });

  it("goes down and up again", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await expect(keys()).rejects.toThrow();
    expect((await migrator.migrateUp()).error).toBeUndefined();
    expect(await keys()).toEqual(filled);
  });
});
