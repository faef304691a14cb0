import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { configureStoredSecret, readStoredSecret, storedSecret } from "./stored-secret.server.ts";

// ADR 044: every generated secret is made once, and servers asking at the same moment share one.
describe(`stored secrets on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("makes a secret at first need, the same for every caller at once, then keeps it", async () => {
    expect(await readStoredSecret(database.db, "location")).toBeUndefined();
    const first = await Promise.all(
      Array.from({ length: 8 }, () => storedSecret(database.db, "location")),
    );
    expect(new Set(first).size).toBe(1);
    expect(first[0]).toMatch(/^[\w-]{43}$/);
    expect(await storedSecret(database.db, "location")).toBe(first[0]);
    expect(await storedSecret(database.db, "session")).not.toBe(first[0]);
  });

  it("lets a configured value replace the stored one", async () => {
    await storedSecret(database.db, "hmac");
    await configureStoredSecret(database.db, "hmac", "configured-key");
    expect(await storedSecret(database.db, "hmac")).toBe("configured-key");
  });
});
