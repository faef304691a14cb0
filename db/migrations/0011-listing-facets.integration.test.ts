import { rm } from "node:fs/promises";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readListingPage } from "#app/data/catalogue/listing-page.server.ts";
import { defaultListingQuery } from "#app/model/catalogue/listing-filter.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { migrations } from "./index.ts";

// A property is listed and counted only in the languages it has a text in; the writer keeps that set
// on the property row (db/migrations/0011), so it must follow each import.

const house = (id: number, language: "fr" | "nl", bedrooms: number) => ({
  ID: id,
  language,
  Goal: 0 as const,
  Status: "available" as const,
  WebID: 1,
  TypeDescription: language === "fr" ? `Maison ${id}` : `Woning ${id}`,
  Zip: "1300",
  City: "Wavre",
  CountryID: 10 as const,
  Price: 300_000,
  PublishPrice: true,
  BedRooms: bedrooms,
});

describe(`the languages a listing shows a property in, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  const folders: string[] = [];
  const propertyTypes = snapshot.propertyTypes ?? [];
  const scope = { goal: "sale", soldListed: false } as const;
  // A search by bedrooms counts matching properties one by one (not from the stored counts).
  const search = (language: "fr" | "nl") =>
    readListingPage(
      t.db,
      { ...defaultListingQuery, filter: { bedroomsMin: 2 } },
      {
        ...scope,
        language,
      },
    );

  beforeAll(async () => {
    t = await createTestDatabase();
    const properties = [house(1, "fr", 3), house(1, "nl", 3), house(2, "nl", 2)];
    folders.push(await importIntoTestDatabase(t.db, { propertyTypes, properties }));
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("lists and counts a property only in the languages of its texts", async () => {
    const [fr, nl] = [await search("fr"), await search("nl")];
    expect([fr.total, fr.cards.map((c) => c.id), fr.facets.cities[0]?.count]).toEqual([1, [1], 1]);
    expect([nl.total, nl.cards.map((c) => c.id).sort()]).toEqual([2, [1, 2]]);
  });

  it("follows an import that gives a property a text in another language", async () => {
    const properties = [house(1, "fr", 3), house(2, "fr", 2), house(2, "nl", 2)];
    folders.push(await importIntoTestDatabase(t.db, { propertyTypes, properties }));
    const [fr, nl] = [await search("fr"), await search("nl")];
    expect([fr.total, fr.cards.map((c) => c.id).sort()]).toEqual([2, [1, 2]]);
    // A language the file leaves out is left as it is (issue 28, defect 2): house 1 keeps its Dutch text.
    expect([nl.total, nl.cards.map((c) => c.id).sort()]).toEqual([2, [1, 2]]);
  });

  it("gets each property's languages from migration 0011 on a database that had properties", async () => {
    const before = [await search("fr"), await search("nl")];
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo("0010-similar-offers")).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect([await search("fr"), await search("nl")]).toEqual(before);
  });
});
