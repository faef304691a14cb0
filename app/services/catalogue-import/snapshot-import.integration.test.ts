import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { catalogueToSnapshot } from "#app/model/catalogue/catalogue-to-snapshot.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

describe(`importing a snapshot on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let options: ImportOptions;
  const [villaFr, villaNl, studio] = snapshot.properties ?? [];

  beforeEach(async () => {
    t = await createTestDatabase();
    folder = await writeSnapshotFolder();
    options = importOptions(folder, new Date("2026-11-22T09:00:00.000Z"));
  });
  afterEach(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("imports every record, copies local files once into the media store, with their real size", async () => {
    const result = await importSnapshot(t.db, snapshot, options);
    expect(result).toEqual({
      ok: true,
      dryRun: false,
      summary: { created: 3, updated: 0, skipped: 0, withdrawn: 0 },
    });
    const catalogue = await readCatalogue(t.db);
    const villa = catalogue.properties.find((p) => p.id === 101);
    expect(villa?.media.pictures).toEqual([
      { Url: "photos/101-1.jpg", Width: 640, Height: 427 },
      { Url: "photos/101-2.jpg", Width: 640, Height: 427 },
    ]);
    const files = await t.db
      .selectFrom("media_file")
      .select(["mime_type", "width"])
      .orderBy("id")
      .execute();
    expect(files).toEqual([
      { mime_type: "image/jpeg", width: 640 },
      { mime_type: "image/jpeg", width: 640 },
      { mime_type: "application/pdf", width: null },
    ]);
    const stored = await readdir(join(options.mediaDir, "originals"), { recursive: true });
    expect(stored.filter((f) => f.length > 3)).toHaveLength(3);
  });

  it("changes nothing the second time", async () => {
    await importSnapshot(t.db, snapshot, options);
    const before = await readCatalogue(t.db);
    const again = await importSnapshot(t.db, snapshot, { ...options, now: new Date() });
    expect(again).toMatchObject({ ok: true, summary: { created: 0, updated: 0, skipped: 3 } });
    expect(await readCatalogue(t.db)).toEqual(before);
  });

  it("validates only on a dry run", async () => {
    const result = await importSnapshot(t.db, snapshot, { ...options, dryRun: true });
    expect(result).toEqual({
      ok: true,
      dryRun: true,
      summary: { created: 3, updated: 0, skipped: 0, withdrawn: 0 },
    });
    expect((await readCatalogue(t.db)).properties).toEqual([]);
  });

  it("withdraws absent properties on a full import", async () => {
    await importSnapshot(t.db, snapshot, options);
    const result = await importSnapshot(
      t.db,
      { ...snapshot, properties: [villaFr, villaNl] },
      { ...options, full: true },
    );
    expect(result).toMatchObject({ ok: true, summary: { withdrawn: 1, skipped: 2 } });
  });

  it.each([
    [
      "a wrong type",
      { properties: [{ ...villaFr, Price: "cheap" }] },
      "properties[0].Price",
      "expected number",
    ],
    [
      "an unknown language",
      { properties: [{ ...villaFr, language: "es" }] },
      "properties[0].language",
      "Invalid option",
    ],
    [
      "a missing ID",
      { properties: [{ ...villaFr, ID: undefined }] },
      "properties[0].ID",
      "expected number",
    ],
    [
      "an id beyond 32 bits",
      { properties: [{ ...villaFr, ID: 2 ** 31 }] },
      "properties[0].ID",
      "must be at most 2147483647",
    ],
    [
      "a negative price",
      { properties: [{ ...villaFr, Price: -1 }] },
      "properties[0].Price",
      "must not be negative",
    ],
    [
      "a picture that does not exist",
      { properties: [villaFr, { ...villaNl, Pictures: [{ Url: "photos/none.jpg" }] }] },
      "properties[1].Pictures[0].Url",
      "file not found",
    ],
    [
      "an unknown type",
      { properties: [{ ...villaFr, WebID: 99 }] },
      "properties[0].WebID",
      "99 is not a known property type",
    ],
    [
      "an unknown type among its types",
      { properties: [{ ...villaFr, WebIDs: "1, 6, 98" }] },
      "properties[0].WebIDs",
      "98 is not a known property type",
    ],
    [
      "a project's minimum price above its maximum",
      { projects: [{ ...snapshot.projects?.[0], PriceMin: 400000, PriceMax: 300000 }] },
      "projects[0].PriceMax",
      "must not be less than PriceMin (400000)",
    ],
    [
      "land for rent",
      {
        propertyTypes: snapshot.propertyTypes?.map((t) => ({ ...t, Rent: false })),
        properties: [{ ...villaFr, Goal: 1 }],
      },
      "properties[0].Goal",
      "type 1 cannot be offered for rent",
    ],
    [
      "an unknown project",
      { properties: [{ ...studio, ProjectID: 8 }] },
      "properties[0].ProjectID",
      "project 8 does not exist",
    ],
    ["not an object", [1, 2], "", "expected object"],
  ])("refuses %s, names record and field, and changes nothing", async (_, input, path, message) => {
    expect(
      await importSnapshot(t.db, { ...snapshot, properties: [studio] }, options),
    ).toMatchObject({
      ok: true,
    });
    const before = await readCatalogue(t.db);
    const result = await importSnapshot(
      t.db,
      Array.isArray(input) ? input : { ...snapshot, ...input },
      options,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path, message: expect.stringContaining(message) });
    expect(await readCatalogue(t.db)).toEqual(before);
  });
});

describe(`the snapshot round trip on ${engineUnderTest}`, () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    folder = await writeSnapshotFolder();
  });
  afterAll(async () => {
    await Promise.all([first.dispose(), second.dispose()]);
    await rm(folder, { recursive: true, force: true });
  });

  it("exports what it imported, and importing the export into an empty database gives the same data", async () => {
    const options = importOptions(folder);
    await importSnapshot(first.db, snapshot, options);
    const exported = catalogueToSnapshot(await readCatalogue(first.db));
    const result = await importSnapshot(second.db, JSON.parse(JSON.stringify(exported)), options);
    expect(result).toMatchObject({ ok: true, summary: { created: 3 } });
    expect(await readCatalogue(second.db)).toEqual(await readCatalogue(first.db));
    expect(catalogueToSnapshot(await readCatalogue(second.db))).toEqual(exported);
  });
});
