import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readPropertyPage } from "./property-page.server.ts";

// docs/requirements.md §13 lightbox: a photo's caption is the CRM's name of the picture, when it gives one.
describe(`a property's photos on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const [villaFr, villaNl, ...others] = snapshot.properties ?? [];
  const named = {
    Pictures: [
      { Url: "photos/101-1.jpg", Width: 1600, Height: 1067, Name: "Séjour" },
      { Url: "photos/101-2.jpg" },
    ],
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await importIntoTestDatabase(t.db, {
      ...snapshot,
      properties: [{ ...villaFr, ...named }, { ...villaNl, ...named }, ...others],
    });
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("names each photo as the CRM does, and leaves the unnamed ones without a caption", async () => {
    const page = await readPropertyPage(t.db, 101, "fr");
    expect(page?.photos.map((photo) => photo.caption)).toEqual(["Séjour", undefined]);
  });
});
