import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { readRedirectMap } from "#app/data/redirects/redirects.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { recordPageMove } from "./page-redirects.server.ts";

// Issue 27, ADR 057: a page's old addresses answer 301 to where it is now, in one step, forever.
describe(`a page's slug changes on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  const move = (from: string, to: string) =>
    recordPageMove(database.db, { from, to, staffId: null }, new Date());
  const stored = async () => Object.fromEntries(await readRedirectMap(database.db));

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("redirects every earlier address straight to the current one, and none from the current one", async () => {
    const before = await readContentVersion(database.db);
    expect(await move("/fr/a-propos/", "/fr/qui-sommes-nous/")).toEqual({ recorded: true });
    expect(await readContentVersion(database.db)).not.toBe(before);
    await move("/fr/qui-sommes-nous/", "/fr/l-agence/");
    expect(await stored()).toEqual({
      "/fr/a-propos/": "/fr/l-agence/",
      "/fr/qui-sommes-nous/": "/fr/l-agence/",
    });
    // Back to its first address: the page answers there again.
    await move("/fr/l-agence/", "/fr/a-propos/");
    expect(await stored()).toEqual({
      "/fr/qui-sommes-nous/": "/fr/a-propos/",
      "/fr/l-agence/": "/fr/a-propos/",
    });
    const origins = await database.db.selectFrom("redirect").select("origin").distinct().execute();
    expect(origins).toEqual([{ origin: "page" }]);
  });

  it("refuses what is no site path", async () => {
    expect(await move("/fr/x/", "https://elsewhere.example/")).toEqual({ invalid: true });
    expect(await move("fr/x", "/fr/y/")).toEqual({ invalid: true });
  });
});
