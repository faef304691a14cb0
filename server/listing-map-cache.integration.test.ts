import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import type { MapData } from "#app/model/listing-map/map-data.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { importIntoTestDatabase, importOptions } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// Issue 28 defect 10: the listings' map file is made once per content version, language and filter,
// and never outlives the version: an import that withdraws a property takes it off the next answer.
describe(`the listings' map file kept per content version, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  const [villa] = snapshot.properties ?? [];
  const located = (id: number, latitude: number) => ({
    ...villa,
    ID: id,
    Latitude: latitude,
    Longitude: 4.48347,
  });
  const catalogue = (ids: number[]) => ({
    ...snapshot,
    properties: [
      ...ids.map((id) => located(id, 50.6 + id / 1000)),
      // Sold, and the site does not keep sold properties in lists: never on the map.
      { ...located(109, 50.7), Status: "sold" as const },
    ],
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    site.app.request(`http://localhost${path}`, { headers });
  const pointsOf = async (path = "/listing-map/fr/sale.json") => {
    const response = await get(path);
    expect(response.status).toBe(200);
    return ((await response.json()) as MapData).points.map(([id, latitude]) => [id, latitude]);
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, catalogue([101, 104]));
    site = await createTestApp(t);
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers from the points it made until the content version changes", async () => {
    expect(await pointsOf()).toEqual([
      [104, 50.704],
      [101, 50.701],
    ]);
    // Written behind the site's back, without a new version: the kept points still answer.
    await t.db.updateTable("property").set({ latitude: 51 }).where("id", "=", 104).execute();
    expect(await pointsOf()).toEqual([
      [104, 50.704],
      [101, 50.701],
    ]);
    // Another filter is made on its own, from the database as it is now.
    expect(await pointsOf("/listing-map/fr/sale.json?sort=price-asc")).toContainEqual([104, 51]);
    await bumpContentVersion(t.db);
    expect(await pointsOf()).toContainEqual([104, 51]);
  });

  it("drops a property an import withdraws from the next answer, and changes the ETag", async () => {
    const before = await get("/listing-map/fr/sale.json");
    const etag = before.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(before.headers.get("Cache-Control")).toBe("public, max-age=60");
    const again = await get("/listing-map/fr/sale.json", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);

    const result = await importSnapshot(t.db, catalogue([101]), {
      ...importOptions(folder),
      full: true,
    });
    expect(result.ok).toBe(true);
    const after = await get("/listing-map/fr/sale.json", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("ETag")).not.toBe(etag);
    expect(((await after.json()) as MapData).points.map(([id]) => id)).toEqual([101]);
  });
});
