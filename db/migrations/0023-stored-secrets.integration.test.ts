import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { readSetting } from "#app/data/config/site-settings.server.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// ADR 044: an existing site keeps the secret that moves its hidden addresses (ADR 012) and the secrets
// already in guard_secret when they all move to stored_secret.
describe(`migration 0023 on ${engineUnderTest}`, () => {
  const location = "0123456789abcdef".repeat(4);
  let database: TestDatabase;
  let migrator: Migrator;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0022-known-devices-and-login-codes")).error).toBeUndefined();
    await sql`insert into site_setting (key, value) values ('location.secret', ${JSON.stringify(location)})`.execute(
      database.db,
    );
    await sql`insert into guard_secret (name, value) values ('session', 'kept-session-secret')`.execute(
      database.db,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("carries the location secret over unchanged and leaves no copy in site_setting", async () => {
    expect(await storedSecret(database.db, "location")).toBe(location);
    expect(await readSetting(database.db, "location.secret", z.string())).toBeUndefined();
  });

  it("keeps the secrets guard_secret held", async () => {
    expect(await storedSecret(database.db, "session")).toBe("kept-session-secret");
  });

  it("puts the location secret back in site_setting when undone", async () => {
    // Down to just before 0023 (the migrations after it come down first).
    expect((await migrator.migrateTo("0022-known-devices-and-login-codes")).error).toBeUndefined();
    expect(await readSetting(database.db, "location.secret", z.string())).toBe(location);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await storedSecret(database.db, "location")).toBe(location);
  });
});
