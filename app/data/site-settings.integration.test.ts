import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../../tests/support/test-database.ts";
import { readSiteName, writeSiteName } from "./site-identity.server.ts";

describe(`site settings on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("reads nothing before anything is written", async () => {
    expect(await readSiteName(t.db)).toBeUndefined();
  });

  it("stores, reads back and overwrites a value", async () => {
    await writeSiteName(t.db, "Immo Lumière");
    expect(await readSiteName(t.db)).toBe("Immo Lumière");
    await writeSiteName(t.db, "Immo Soleil");
    expect(await readSiteName(t.db)).toBe("Immo Soleil");
  });

  it("refuses to write an invalid value and keeps the old one", async () => {
    await expect(writeSiteName(t.db, "   ")).rejects.toThrow();
    expect(await readSiteName(t.db)).toBe("Immo Soleil");
  });

  it("ignores a stored value that no longer matches its schema", async () => {
    await sql`update site_setting set value = ${"{broken"} where key = ${"site.name"}`.execute(
      t.db,
    );
    expect(await readSiteName(t.db)).toBeUndefined();
    await sql`update site_setting set value = ${"42"} where key = ${"site.name"}`.execute(t.db);
    expect(await readSiteName(t.db)).toBeUndefined();
  });
});
