import { rm } from "node:fs/promises";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveOwner } from "#app/services/owners/owner-accounts.server.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { owner, snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// Owners with passwords keep them through migration 0006 in both directions; undoing it removes the
// owners an import created without a password (the schema before it has no room for them).
describe(`migration 0006 on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, { ...snapshot, owners: [owner] });
    await saveOwner(
      t.db,
      {
        email: "demo@example.be",
        displayName: "Demo",
        password: "Demo-password-2026",
        propertyIds: [101],
      },
      new Date(),
    );
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const owners = () =>
    t.db.selectFrom("owner").select(["email", "password_hash"]).orderBy("email").execute();

  it("keeps every password when undone and applied again", async () => {
    const [demo, imported] = await owners();
    expect(imported).toMatchObject({ email: owner.Email?.toLowerCase(), password_hash: null });
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0005-listing-order-and-counts")).error).toBeUndefined();
    expect(await owners()).toEqual([demo]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await owners()).toEqual([demo]);
  });
});
