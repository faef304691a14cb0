import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { readContentVersion } from "#app/data/content/content-version.server.ts";
import { localizedDetailKeys } from "#app/model/catalogue/property-details.ts";
import {
  projectRecordSchema,
  propertyRecordSchema,
  type SnapshotInput,
} from "#app/model/catalogue/snapshot-schema.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

// docs/requirements.md §11 "Correctness": a second import of the same file reports 0 changes and writes nothing, a dry
// run reports exactly what the import then does, and --full works whatever the catalogue's size.

const [villaFr, villaNl, studio] = snapshot.properties ?? [];
const [project] = snapshot.projects ?? [];
if (!villaFr || !villaNl || !studio || !project) throw new Error("fixture changed");

/** The fixture as a CRM sends it: picture IDs, dates with an offset or without milliseconds, types unsorted. */
const crmSnapshot: SnapshotInput = {
  ...snapshot,
  projects: [
    {
      ...project,
      UpdatedAt: "2026-08-09T18:01:36+02:00",
      XLargePictureItem: { Url: "photos/101-1.jpg", ID: 9 },
    },
  ],
  properties: [
    ...[villaFr, villaNl].map((villa) => ({
      ...villa,
      WebIDs: "6, 1, 6",
      CreatedAt: "2026-08-01T10:00:00Z",
      Pictures: [
        { Url: "photos/101-1.jpg", Width: 1600, Height: 1067, ID: 501 },
        { Url: "photos/101-2.jpg", ID: "502", Name: "" },
      ],
    })),
    { ...studio, CreatedAt: "2026-10-01T10:00:00+02:00", UpdatedAt: "2026-11-20T11:30:00+01:00" },
  ],
};

// Each test starts from an empty database and a folder holding the fixture's files.
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

describe(`importing the same file again on ${engineUnderTest}`, () => {
  const at = (iso: string, extra: Partial<ImportOptions> = {}) => ({
    ...options,
    now: new Date(iso),
    ...extra,
  });
  const stamps = async () => ({
    properties: await t.db
      .selectFrom("property")
      .select(["id", "updated_at", "created_at"])
      .orderBy("id")
      .execute(),
    projects: await t.db
      .selectFrom("project")
      .select(["id", "updated_at", "created_at"])
      .orderBy("id")
      .execute(),
    version: await readContentVersion(t.db),
  });

  it("reports 0 changes and writes nothing: offset dates, picture IDs and undated records included", async () => {
    const first = await importSnapshot(t.db, crmSnapshot, options);
    expect(first).toMatchObject({ ok: true, summary: { created: 3 } });
    const before = await stamps();
    const catalogue = await readCatalogue(t.db);

    const again = await importSnapshot(t.db, crmSnapshot, at("2026-11-23T09:00:00.000Z"));
    expect(again).toEqual({
      ok: true,
      dryRun: false,
      summary: { created: 0, updated: 0, skipped: 3, withdrawn: 0 },
    });
    // The villa has no UpdatedAt: it keeps its date and does not jump to the top of the latest offers.
    expect(await stamps()).toEqual(before);
    expect(await readCatalogue(t.db)).toEqual(catalogue);
    expect(catalogue.properties.find((p) => p.id === 102)?.updatedAt).toBe(
      "2026-11-20T10:30:00.000Z",
    );
  });

  it("finds a record giving every field of the format unchanged the second time", async () => {
    const everything = {
      ...studio,
      ID: 105,
      Goal: 0 as const,
      Status: "available" as const,
      WebIDs: "3, 1",
      MainTypeName: "Studio",
      PriceUnit: 7,
      PriceUnitText: "ab",
      Marquee: 3,
      MarqueeName: "Neu",
      EnergyPerformance: 123.4,
      EPCNotApplicable: false,
      BedRooms: 1,
      BathRooms: 1,
      SurfaceLiving: 48.5,
      SurfaceGround: 0,
      ProjectID: undefined,
      SmallPictureItem: { Url: "photos/101-1.jpg", ID: 1, Width: 100, Height: 67 },
      XLargePictureItem: { Url: "photos/101-1.jpg", ID: 2 },
      Pictures: [
        { Url: "photos/101-1.jpg", ID: 3, Name: "Salon" },
        { Url: "https://example.com/x.jpg", Width: 800, Height: 600 },
      ],
      Videos: ["https://youtu.be/abc"],
      ...Object.fromEntries(
        ["ShowerRooms", "Toilets", "Garages", "Parkings", "Floors", "Floor", "Facades"].map((k) => [
          k,
          2,
        ]),
      ),
      ...Object.fromEntries(
        [
          "SurfaceTotal",
          "SurfaceTerrace",
          "SurfaceGarden",
          "SurfaceOffice",
          "SurfaceConstructed",
          "FrontWidth",
          "PlotWidth",
          "CO2Emission",
          "EPCTotalConsumption",
          "CadastralIncome",
          "ChargesRenter",
          "ChargesOwner",
          "NotaryFees",
          "RegistrationRights",
          "VAT",
          "AgencyCost",
          "InventoryCost",
          "ViagerBouquet",
          "ViagerMonthlyAnnuity",
        ].map((k) => [k, 12.5]),
      ),
      ConstructionYear: 1930,
      RenovationYear: 2020,
      EPCUniqueCode: "20260101-0000000-01",
      BuildingPermit: true,
      SubdivisionPermit: false,
      PreEmptionRight: true,
      Summons: false,
      JudicialDecision: "onRequest" as const,
      IsViager: true,
      ViagerAnnuitantAges: "78, 81",
      ...Object.fromEntries(localizedDetailKeys.map((key) => [key, `${key} text`])),
    };
    const everyProjectField = {
      ...project,
      ID: 8,
      language: "nl" as const,
      Status: "available" as const,
      Goal: 1 as const,
      WebID: 1,
      Description: "<p>Nieuwbouw</p>",
      ExternalWeb: "https://example.com/project",
      PublishAddress: false,
      Street: "Rue de la Station",
      HouseNumber: "1",
      BoxNr: "A",
      CountryName: "België",
      Latitude: 50.6851,
      Longitude: 4.4886,
      SmallPictureItem: { Url: "photos/101-2.jpg", ID: 4 },
      XLargePictureItem: { Url: "photos/101-2.jpg", ID: 5 },
      Pictures: [{ Url: "photos/101-2.jpg", ID: 6 }],
      Documents: [{ Url: "docs/plan.pdf", Name: "Plan" }],
      Videos: ["https://youtu.be/def"],
      VirtualTour: "https://my.matterport.com/show/?m=def",
      CreatedAt: "2026-01-02T03:04:05+01:00",
      UpdatedAt: "2026-02-03T04:05:06.789+01:00",
    };
    // A field added to the format is added here too.
    const missing = (shape: object, record: object) =>
      Object.keys(shape).filter((field) => !(field in record));
    expect(missing(propertyRecordSchema.shape, everything)).toEqual([]);
    expect(missing(projectRecordSchema.shape, everyProjectField)).toEqual([]);
    const file = {
      ...crmSnapshot,
      projects: [...(crmSnapshot.projects ?? []), everyProjectField],
      properties: [...(crmSnapshot.properties ?? []), everything],
    };
    expect(await importSnapshot(t.db, file, options)).toMatchObject({ summary: { created: 5 } });
    const before = await stamps();
    expect(await importSnapshot(t.db, file, at("2026-11-23T09:00:00.000Z"))).toMatchObject({
      summary: { created: 0, updated: 0, skipped: 5 },
    });
    expect(await stamps()).toEqual(before);
  });

  it("counts a record as changed only for what the site keeps", async () => {
    await importSnapshot(t.db, crmSnapshot, options);
    const before = await stamps();
    const renumbered = {
      ...crmSnapshot,
      projects: crmSnapshot.projects?.map((p) => ({
        ...p,
        XLargePictureItem: { Url: "photos/101-1.jpg", ID: 10 },
      })),
      properties: crmSnapshot.properties?.map((p) =>
        p.ID === 101
          ? {
              ...p,
              WebIDs: "1,6",
              Pictures: p.Pictures?.map((picture, i) => ({ ...picture, ID: 900 + i })),
            }
          : { ...p, UpdatedAt: "2026-11-20T10:30:00Z", CreatedAt: "2026-10-01T08:00:00.000+00:00" },
      ),
    };
    expect(await importSnapshot(t.db, renumbered, at("2026-11-23T09:00:00.000Z"))).toMatchObject({
      summary: { created: 0, updated: 0, skipped: 3 },
    });
    expect(await stamps()).toEqual(before);

    // A real change to the undated villa stamps it with the import's time, and only it.
    const cheaper = {
      ...crmSnapshot,
      properties: crmSnapshot.properties?.map((p) => (p.ID === 101 ? { ...p, Price: 299000 } : p)),
    };
    expect(await importSnapshot(t.db, cheaper, at("2026-11-24T09:00:00.000Z"))).toMatchObject({
      summary: { created: 0, updated: 1, skipped: 2 },
    });
    const after = await stamps();
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.updatedAt).toBe("2026-11-24T09:00:00.000Z");
    expect(villa?.createdAt).toBe("2026-08-01T10:00:00.000Z");
    expect(after.properties[1]).toEqual(before.properties[1]);
    expect(after.version).not.toBe(before.version);
  });

  it("keeps one name per city and language, the file's last, and finds it so the second time", async () => {
    // Two properties in Lasne, the Dutch text of the second naming it otherwise.
    const ohain = [
      { ...villaFr, ID: 104, Pictures: [] },
      { ...villaNl, ID: 104, City: "Lasne (Ohain)", Pictures: [] },
    ];
    const twoSpellings = {
      ...crmSnapshot,
      properties: [...(crmSnapshot.properties ?? []), ...ohain],
    };
    expect(await importSnapshot(t.db, twoSpellings, options)).toMatchObject({
      summary: { created: 4 },
    });
    const before = await stamps();
    const again = await importSnapshot(t.db, twoSpellings, at("2026-11-23T09:00:00.000Z"));
    expect(again).toMatchObject({ summary: { created: 0, updated: 0, skipped: 4 } });
    expect(await stamps()).toEqual(before);
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.texts.nl?.city).toBe("Lasne (Ohain)");
    expect(villa?.texts.fr?.city).toBe("Lasne");
  });

  it("counts a photo whose file got new content as a change", async () => {
    await importSnapshot(t.db, crmSnapshot, options);
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#336" },
    })
      .jpeg()
      .toBuffer();
    await writeFile(join(folder, "photos/101-2.jpg"), photo);
    const dry = await importSnapshot(
      t.db,
      crmSnapshot,
      at("2026-11-23T09:00:00.000Z", { dryRun: true }),
    );
    expect(dry).toMatchObject({ dryRun: true, summary: { updated: 1, skipped: 2 } });
    const real = await importSnapshot(t.db, crmSnapshot, at("2026-11-23T09:00:00.000Z"));
    expect(real).toMatchObject({ dryRun: false, summary: (dry.ok && dry.summary) || {} });
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.media.pictures[1]).toEqual({ Url: "photos/101-2.jpg", Width: 300, Height: 200 });
  });

  it("says on a dry run right after an import that nothing would change, --full included", async () => {
    await importSnapshot(t.db, crmSnapshot, options);
    const before = await stamps();
    for (const full of [false, true]) {
      expect(
        await importSnapshot(
          t.db,
          crmSnapshot,
          at("2026-11-23T09:00:00.000Z", { dryRun: true, full }),
        ),
      ).toEqual({
        ok: true,
        dryRun: true,
        summary: { created: 0, updated: 0, skipped: 3, withdrawn: 0 },
      });
    }
    expect(await stamps()).toEqual(before);
  });

  it("reports on a dry run the counts the import then gives, on a changed file with --full", async () => {
    await importSnapshot(t.db, crmSnapshot, options);
    const changed: SnapshotInput = {
      ...crmSnapshot,
      // The project goes: its unit (the studio, still listed) is withdrawn with it.
      projects: [],
      properties: [
        ...(crmSnapshot.properties ?? []).map((p) => (p.ID === 101 ? { ...p, Marquee: 1 } : p)),
        { ...villaFr, ID: 103, Pictures: [], TypeDescription: "Maison neuve" },
      ],
    };
    const now = "2026-11-23T09:00:00.000Z";
    const dry = await importSnapshot(t.db, changed, at(now, { dryRun: true, full: true }));
    const expected = { created: 1, updated: 1, skipped: 0, withdrawn: 2 };
    expect(dry).toEqual({ ok: true, dryRun: true, summary: expected });
    const real = await importSnapshot(t.db, changed, at(now, { full: true }));
    expect(real).toEqual({ ok: true, dryRun: false, summary: expected });
    const stored = await readCatalogue(t.db);
    expect(stored.properties.find((p) => p.id === 102)?.status).toBe("withdrawn");
    expect(stored.projects[0]?.status).toBe("withdrawn");

    // The same file again: nothing left to do, the withdrawn unit included.
    const later = at("2026-11-24T09:00:00.000Z", { full: true });
    const zero = { created: 0, updated: 0, skipped: 3, withdrawn: 0 };
    expect(await importSnapshot(t.db, changed, { ...later, dryRun: true })).toMatchObject({
      summary: zero,
    });
    expect(await importSnapshot(t.db, changed, later)).toMatchObject({ summary: zero });
  });
});

describe(`a full import of 35,000 properties on ${engineUnderTest}`, () => {
  const minimal = (count: number): SnapshotInput => ({
    propertyTypes: snapshot.propertyTypes,
    properties: Array.from({ length: count }, (_, i) => ({
      ID: i + 1,
      language: "fr" as const,
      Goal: 0 as const,
      WebID: 1,
      TypeDescription: `Maison ${i + 1}`,
      Zip: "1380",
      City: "Lasne",
      CountryID: 10 as const,
    })),
  });

  it("creates them, then withdraws what a smaller file leaves out, past SQLite's 32,766 variables", async () => {
    const full = { ...options, full: true };
    expect(await importSnapshot(t.db, minimal(35_000), full)).toMatchObject({
      ok: true,
      summary: { created: 35_000, withdrawn: 0 },
    });
    const smaller = minimal(1_000);
    const summary = { created: 0, updated: 0, skipped: 1_000, withdrawn: 34_000 };
    expect(await importSnapshot(t.db, smaller, { ...full, dryRun: true })).toEqual({
      ok: true,
      dryRun: true,
      summary,
    });
    expect(await importSnapshot(t.db, smaller, full)).toEqual({ ok: true, dryRun: false, summary });
    const withdrawn = await t.db
      .selectFrom("property")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "withdrawn")
      .executeTakeFirstOrThrow();
    expect(Number(withdrawn.count)).toBe(34_000);
  }, 120_000);
});
