import { rm } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { writeCatalogue } from "#app/data/catalogue/catalogue-writer.server.ts";
import { readListingPage } from "#app/data/catalogue/listing-page.server.ts";
import { groupRecords } from "#app/model/catalogue/group-records.ts";
import { defaultListingQuery } from "#app/model/catalogue/listing-filter.ts";
import { type SnapshotInput, snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

// Issue 28, defect 1 (docs/import-format.md "Behaviour"): money keeps its cents on both engines, where
// PostgreSQL's integer columns refused a rent of 1234.56 and failed the whole import naming nothing.

const [, , studio] = snapshot.properties ?? [];
const [project] = snapshot.projects ?? [];
if (!studio || !project) throw new Error("fixture changed");

const priced = (rents: number[], priceMin = 225_000.5): SnapshotInput => ({
  propertyTypes: snapshot.propertyTypes ?? [],
  projects: [{ ...project, PriceMin: priceMin, PriceMax: 307_500.25 }],
  properties: rents.map((Price, index) => ({
    ...studio,
    ID: 201 + index,
    Price,
    PublishPrice: true,
    Status: "available" as const,
    ProjectID: undefined,
    Documents: [],
  })),
});

let t: TestDatabase;
let folder: string;
let options: ImportOptions;
beforeEach(async () => {
  [t, folder] = await Promise.all([createTestDatabase(), writeSnapshotFolder()]);
  options = importOptions(folder, new Date("2026-11-22T09:00:00.000Z"));
});
afterEach(() =>
  Promise.all([t.dispose(), rm(folder, { recursive: true, force: true })]).then(() => undefined),
);

describe(`prices with cents on ${engineUnderTest}`, () => {
  it("are kept to the cent, compared, filtered and sorted as amounts", async () => {
    const file = priced([1234.56, 1234.5, 1234]);
    expect(await importSnapshot(t.db, file, options)).toMatchObject({
      ok: true,
      summary: { created: 4 },
    });
    const catalogue = await readCatalogue(t.db);
    expect(catalogue.properties.map((p) => p.price)).toEqual([1234.56, 1234.5, 1234]);
    expect(catalogue.projects[0]).toMatchObject({ priceMin: 225_000.5, priceMax: 307_500.25 });
    expect(await importSnapshot(t.db, file, options)).toMatchObject({
      summary: { created: 0, updated: 0, skipped: 4 },
    });

    const rents = (filter: object, sort: "price-asc" | "price-desc" = "price-asc") =>
      readListingPage(
        t.db,
        { ...defaultListingQuery, filter, sort },
        { goal: "rent", language: "de", soldListed: false },
      ).then((page) => page.cards.map((card) => card.id));
    expect(await rents({})).toEqual([203, 202, 201]);
    expect(await rents({}, "price-desc")).toEqual([201, 202, 203]);
    expect(await rents({ priceMin: 1234.51 })).toEqual([201]);
  });

  it("refuses a third decimal, naming the record and the field, and writes nothing", async () => {
    const result = await importSnapshot(t.db, priced([1234.567], 225_000.001), options);
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          path: "projects[0].PriceMin",
          message: "must be in euros and whole cents (at most 2 decimals)",
        },
        {
          path: "properties[0].Price",
          message: "must be in euros and whole cents (at most 2 decimals)",
        },
      ],
    });
    expect(await t.db.selectFrom("property").select("id").execute()).toEqual([]);
  });

  it("refuses, naming record and field, values beyond what the database columns hold", async () => {
    const file = priced([950]);
    const [unit] = file.properties ?? [];
    const result = await importSnapshot(
      t.db,
      {
        ...file,
        projects: file.projects?.map((p) => ({
          ...p,
          ExternalWeb: `https://example.be/${"a".repeat(500)}`,
        })),
        properties: [
          { ...unit, PriceUnit: 2 ** 31, Pictures: [{ Url: "photos/101-1.jpg", Width: 2 ** 31 }] },
        ],
      },
      options,
    );
    expect(result.ok === false && result.issues.map((issue) => issue.path)).toEqual([
      "projects[0].ExternalWeb",
      "properties[0].PriceUnit",
      "properties[0].Pictures[0].Width",
    ]);
  });

  it("names the record a value the database refuses belongs to", async () => {
    const { catalogue } = groupRecords(snapshotSchema.parse(priced([950])));
    const [property] = catalogue.properties;
    if (!property) throw new Error("no property");
    // A value the checks before the import would refuse, written straight through.
    Object.assign(property, { status: "lost" });
    await expect(
      t.db
        .transaction()
        .execute((trx) => writeCatalogue(trx, catalogue, { full: false, now: options.now })),
    ).rejects.toThrow(/^property 201: the database refused it \(.*property_status_check/);
  });
});
