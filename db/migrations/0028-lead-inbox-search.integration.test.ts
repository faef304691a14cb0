import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// ADR 051: the leads stored before the inbox get their search text and project, so that the inbox
// finds them as it finds new ones; going down removes both columns again.
describe(`migration 0028 on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let migrator: Migrator;
  const fields = {
    firstName: "Lotte",
    lastName: "De Smet",
    email: "Lotte@Example.BE",
    phone: "0486 11 22 33",
    remark: "Is de tuin ZUID?",
    project: 812,
    privacy: true,
  };
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0025-lead-handling-and-staff-audit")).error).toBeUndefined();
    for (const [form, kept] of [
      ["contact-construction", fields],
      ["sign-newsletter", { email: "news@example.be", privacy: true }],
    ] as const)
      await sql`insert into lead (form, language, fields, verified, created_at)
        values (${form}, 'nl', ${JSON.stringify(kept)}, ${engineUnderTest === "postgres" ? sql`true` : sql`1`}, ${new Date().toISOString()})`.execute(
        database.db,
      );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(() => database.dispose());

  it("fills the search text and project of the leads already stored", async () => {
    const rows = await database.db
      .selectFrom("lead")
      .select(["form", "search", "project_id"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        form: "contact-construction",
        search: "lotte\nde smet\nlotte@example.be\n0486 11 22 33\nis de tuin zuid?\n0486112233",
        project_id: 812,
      },
      { form: "sign-newsletter", search: "news@example.be", project_id: null },
    ]);
  });

  it("goes down and up again", async () => {
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
