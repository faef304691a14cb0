import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { latestOffers } from "./property-cards.server.ts";

describe(`latest offers on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  const [villaFr, villaNl, studio] = snapshot.properties ?? [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const newer = { UpdatedAt: "2026-11-21T10:00:00.000Z" };
    const withNewer = {
      ...snapshot,
      properties: [
        villaFr,
        villaNl,
        { ...studio, language: "fr", ...newer },
        { ...studio, ...newer },
        { ...villaFr, ID: 103, Status: "sold", UpdatedAt: "2026-11-22T08:00:00.000Z" },
      ],
    };
    folder = await importIntoTestDatabase(t.db, withNewer, new Date("2026-11-01T00:00:00.000Z"));
  });
  afterAll(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("lists what is on offer, newest first, in the asked language, without sold properties", async () => {
    const cards = await latestOffers(t.db, "fr");
    expect(cards.map((c) => [c.id, c.status])).toEqual([
      [102, "option"],
      [101, "available"],
    ]);
    expect(cards[1]).toMatchObject({
      title: "Villa lumineuse",
      city: "Lasne",
      goal: "sale",
      price: 325000,
      priceUnit: 7,
      bedrooms: 4,
      photo: { width: 640, height: 427, key: expect.stringMatching(/^\d+-[0-9a-f]{12}$/) },
    });
  });

  it("leaves out properties without a text in that language and respects the limit", async () => {
    expect((await latestOffers(t.db, "nl")).map((c) => c.id)).toEqual([101]);
    expect(await latestOffers(t.db, "fr", { limit: 1 })).toHaveLength(1);
  });

  it("keeps to one goal when asked", async () => {
    expect((await latestOffers(t.db, "fr", { goal: "rent" })).map((c) => c.id)).toEqual([102]);
    expect((await latestOffers(t.db, "fr", { goal: "sale" })).map((c) => c.id)).toEqual([101]);
  });
});
