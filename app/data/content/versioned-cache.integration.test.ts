import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { bumpContentVersion } from "./content-version.server.ts";
import { versionedCache } from "./versioned-cache.server.ts";

// Issue 28 defect 10: values kept per content version, within a bound, least recently used out first.
describe(`values kept per content version, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("keeps what fits, lets the least recently used go, and makes all again on a new version", async () => {
    const read = versionedCache<string>(10);
    const made: string[] = [];
    const get = async (key: string, bytes = 4) =>
      (
        await read(t.db, key, async () => {
          made.push(key);
          return { value: `${key}${made.length}`, bytes };
        })
      ).value;
    expect(await get("a")).toBe("a1");
    expect(await get("b")).toBe("b2");
    expect(await get("a")).toBe("a1");
    // Twelve bytes: "b", the least recently used, goes.
    expect(await get("c")).toBe("c3");
    expect(await get("a")).toBe("a1");
    expect(await get("b")).toBe("b4");
    // Larger than the bound: answered, never kept.
    expect(await get("big", 11)).toBe("big5");
    expect(await get("big", 11)).toBe("big6");
    await bumpContentVersion(t.db);
    expect(await get("a")).toBe("a7");
  });
});
