import { cp, mkdir, mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { importOptions } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { importOmnicasaFeed } from "./omnicasa-import.server.ts";
import { maxFeedFileBytes, readFeed } from "./read-feed.server.ts";

// docs/requirements.md §11 "Real feeds": the recorded Omnicasa answers (tests/fixtures/omnicasa: nl in two pages, the
// second with a byte order mark, fr, en for two properties, a project in nl and fr) import as they
// come, a second time change nothing, and a bad file changes nothing.

const fixture = join(import.meta.dirname, "../../../tests/fixtures/omnicasa");

describe(`importing an Omnicasa feed on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;

  beforeEach(async () => {
    t = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), "site-omnicasa-"));
    await cp(fixture, join(folder, "feed"), { recursive: true });
  });
  afterEach(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const importFolder = async (now = new Date("2026-11-23T09:00:00.000Z")) => {
    const feed = await readFeed(join(folder, "feed"));
    expect(feed.issues).toEqual([]);
    return importOmnicasaFeed(t.db, feed.files, importOptions(folder, now));
  };

  it("imports every page of every language into one catalogue", async () => {
    const result = await importFolder();
    expect(result).toMatchObject({
      ok: true,
      summary: { created: 6, updated: 0, skipped: 0, withdrawn: 0 },
    });
    expect(result.unused).toContain("OfficeName");
    expect(result.unused).not.toContain("SubStatusName");
    expect(result.unused).not.toContain("GoogleX");

    const { properties, projects, propertyTypes } = await readCatalogue(t.db);
    const byId = new Map(properties.map((p) => [p.id, p]));
    expect([...byId.keys()].sort()).toEqual([4711, 4712, 5001, 5002, 5003]);

    const unit = byId.get(4711);
    expect(unit).toMatchObject({
      goal: "sale",
      status: "available",
      price: 265000,
      priceUnit: 7,
      projectId: 900,
      bedrooms: 2,
      address: { zip: "1300", countryId: 10, latitude: 50.7167, longitude: 4.6112 },
      // "2026-08-09 18:01:36" is Brussels summer time.
      updatedAt: "2026-08-09T16:01:36.000Z",
      createdAt: "2026-03-02T08:15:00.000Z",
    });
    expect(Object.keys(unit?.texts ?? {}).sort()).toEqual(["en", "fr", "nl"]);
    expect(unit?.texts.nl).toMatchObject({
      city: "Waver",
      title: "Appartement met twee slaapkamers en terras",
    });
    expect(unit?.texts.fr?.details).toMatchObject({ Heating: "Pompe à chaleur" });
    expect(unit?.media.pictures.map((p) => p.Url)).toEqual([
      "https://media.omnicasa-fixture.invalid/photos/4711/xl-1.jpg",
      "https://media.omnicasa-fixture.invalid/photos/4711/xl-2.jpg",
      "https://media.omnicasa-fixture.invalid/photos/4711/xl-3.jpg",
    ]);
    expect(byId.get(4712)).toMatchObject({ publishPrice: false, projectId: 900 });
    expect(byId.get(5001)).toMatchObject({
      goal: "rent",
      address: { publishAddress: false },
      createdAt: "2025-08-09T16:01:36.000Z",
    });
    // Goal 2, a take-over, is offered for sale.
    expect(byId.get(5002)).toMatchObject({ goal: "sale", webId: 5 });
    expect(byId.get(5003)).toMatchObject({ status: "sold", address: { countryId: 50 } });
    expect(byId.get(5003)?.texts.nl?.epcLabelText).toBe("C");

    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ id: 900, priceMin: 225000, priceMax: 307500 });
    expect(projects[0]?.texts.fr?.name).toBe("Résidence Les Tilleuls");
    expect(propertyTypes.find((type) => type.webId === 1)?.names).toEqual({
      nl: "Huis",
      fr: "Maison",
      en: "House",
    });
  });

  it("changes nothing the second time", async () => {
    await importFolder();
    const before = await readCatalogue(t.db);
    const again = await importFolder(new Date("2026-11-24T09:00:00.000Z"));
    expect(again).toMatchObject({ ok: true, summary: { created: 0, updated: 0, skipped: 6 } });
    expect(await readCatalogue(t.db)).toEqual(before);
  });

  describe("a bad feed changes nothing and says where", () => {
    const edit = async (file: string, change: (text: string) => string) => {
      const path = join(folder, "feed", file);
      await writeFile(path, change(await readFile(path, "utf8")));
    };

    beforeEach(async () => {
      expect(await importFolder()).toMatchObject({ ok: true });
    });

    const refused = async () => {
      const before = await readCatalogue(t.db);
      const feed = await readFeed(join(folder, "feed"));
      const issues = feed.issues.length
        ? feed.issues
        : await importOmnicasaFeed(t.db, feed.files, importOptions(folder)).then((r) =>
            r.ok ? [] : r.issues,
          );
      expect(await readCatalogue(t.db)).toEqual(before);
      return issues;
    };

    it("a value that is not a number", async () => {
      await edit("GetPropertyList-fr-1.json", (s) =>
        s.replace('"Price": "540000"', '"Price": "540.000,-"'),
      );
      expect(await refused()).toEqual([
        {
          path: "GetPropertyList-fr-1.json: property 5003, Price",
          message:
            'must be an amount like 209000, "209.000", "209 000" or "1.234,56" (got "540.000,-")',
        },
      ]);
    });

    it("a value the catalogue does not accept", async () => {
      await edit("GetPropertyList-nl-1.json", (s) =>
        s.replace('"CountryID": "10"', '"CountryID": "33"'),
      );
      expect(await refused()).toEqual([
        {
          path: "GetPropertyList-nl-1.json: property 4711, CountryID",
          message: "must be 10 (Belgium) or 50 (Luxembourg)",
        },
      ]);
    });

    it("a value that differs between the languages of one record", async () => {
      await edit("GetPropertyList-nl-1.json", (s) =>
        s.replace('"Price": "265000"', '"Price": "275000"'),
      );
      expect(await refused()).toEqual([
        {
          path: "GetPropertyList-nl-1.json: property 4711, Price",
          message: "differs from the en record of 4711 (GetPropertyList-en-1.json)",
        },
      ]);
    });

    it("an answer cut off in the middle", async () => {
      await edit("GetPropertyList-en-1.json", (s) => s.slice(0, 2000));
      const [issue] = await refused();
      expect(issue?.path).toBe("GetPropertyList-en-1.json");
      expect(issue?.message).toMatch(/^not valid JSON/);
    });

    it("a file too large to be an answer, and a folder named as one, without reading them", async () => {
      await truncate(join(folder, "feed", "GetPropertyList-fr-1.json"), maxFeedFileBytes + 1);
      await mkdir(join(folder, "feed", "GetPropertyList-zz.json"));
      expect(await refused()).toEqual([
        { path: "GetPropertyList-fr-1.json", message: "larger than 100 MB" },
        { path: "GetPropertyList-zz.json", message: "cannot be read (EISDIR)" },
      ]);
    });

    it("a page missing", async () => {
      await rm(join(folder, "feed", "GetPropertyList-nl-2.json"));
      expect(await refused()).toEqual([
        {
          path: "GetPropertyList-nl-1.json",
          message:
            "properties in nl: RowsCount is 5 but the pages hold 3 item(s); a page is missing or repeated",
        },
      ]);
    });

    it("an error answer", async () => {
      await writeFile(
        join(folder, "feed", "GetPropertyList-de-1.json"),
        JSON.stringify({
          GetPropertyListJsonResult: {
            Code: 1,
            Message: "Invalid customer",
            Success: false,
            Value: null,
          },
        }),
      );
      expect(await refused()).toEqual([
        {
          path: "GetPropertyList-de-1.json",
          message: "the API answered an error: Invalid customer",
        },
      ]);
    });
  });
});
