import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupRecords } from "#app/model/catalogue/group-records.ts";
import { snapshotSchema } from "#app/model/catalogue/snapshot-schema.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { readCatalogue } from "./catalogue-reader.server.ts";
import { writeCatalogue } from "./catalogue-writer.server.ts";

const catalogue = groupRecords(snapshotSchema.parse(snapshot)).catalogue;
const now = new Date("2026-11-22T09:00:00.000Z");

describe(`the catalogue store on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  const write = (incoming = catalogue, full = false) =>
    t.db.transaction().execute((trx) => writeCatalogue(trx, incoming, { full, now }));

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("creates every entity and reads it back unchanged", async () => {
    expect(await write()).toEqual({ created: 3, updated: 0, skipped: 0, withdrawn: 0 });
    const stored = await readCatalogue(t.db);
    const withDates = <E extends { createdAt?: string; updatedAt?: string }>(e: E) => ({
      ...e,
      createdAt: e.createdAt ?? now.toISOString(),
      updatedAt: e.updatedAt ?? now.toISOString(),
    });
    expect(stored).toEqual({
      ...catalogue,
      projects: catalogue.projects.map(withDates),
      properties: catalogue.properties.map(withDates),
    });
  });

  it("writes nothing when the same catalogue comes again", async () => {
    const before = await readCatalogue(t.db);
    expect(await write()).toEqual({ created: 0, updated: 0, skipped: 3, withdrawn: 0 });
    expect(await readCatalogue(t.db)).toEqual(before);
  });

  it("updates what changed and stamps it", async () => {
    const [villa, studio] = catalogue.properties;
    if (!villa || !studio) throw new Error("fixture changed");
    const cheaper = { ...villa, price: 299000 };
    const summary = await t.db
      .transaction()
      .execute((trx) =>
        writeCatalogue(
          trx,
          { ...catalogue, properties: [cheaper, studio] },
          { full: false, now: new Date("2026-11-23T09:00:00.000Z") },
        ),
      );
    expect(summary).toEqual({ created: 0, updated: 1, skipped: 2, withdrawn: 0 });
    const stored = (await readCatalogue(t.db)).properties.find((p) => p.id === villa.id);
    expect(stored?.price).toBe(299000);
    expect(stored?.updatedAt).toBe("2026-11-23T09:00:00.000Z");
    expect(stored?.createdAt).toBe(now.toISOString());
  });

  it("withdraws what a full import leaves out, once", async () => {
    const onlyVilla = { ...catalogue, properties: catalogue.properties.slice(0, 1), projects: [] };
    const first = await write(onlyVilla, true);
    expect(first.withdrawn).toBe(2);
    const stored = await readCatalogue(t.db);
    expect(stored.properties.find((p) => p.id === 102)?.status).toBe("withdrawn");
    expect(stored.projects[0]?.status).toBe("withdrawn");
    expect((await write(onlyVilla, true)).withdrawn).toBe(0);
  });

  it("changes nothing when the transaction fails", async () => {
    const before = await readCatalogue(t.db);
    const broken = {
      ...catalogue,
      properties: [{ ...catalogue.properties[0], id: 555, marquee: 9 }],
    };
    await expect(write(broken as typeof catalogue)).rejects.toThrow();
    expect(await readCatalogue(t.db)).toEqual(before);
  });
});

describe(`a full import leaving a project out, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it("withdraws the project's units with it, even those it still lists", async () => {
    const write = (incoming: typeof catalogue, full: boolean) =>
      t.db.transaction().execute((trx) => writeCatalogue(trx, incoming, { full, now }));
    await write(catalogue, false);
    const withoutProject = { ...catalogue, projects: [] };
    expect((await write(withoutProject, true)).withdrawn).toBe(2);
    const stored = await readCatalogue(t.db);
    expect(stored.projects[0]?.status).toBe("withdrawn");
    // The studio is a unit of project 7: no unit stays on offer under a project that is gone.
    expect(stored.properties.find((p) => p.id === 102)?.status).toBe("withdrawn");
    expect(stored.properties.find((p) => p.id === 101)?.status).not.toBe("withdrawn");
  });
});
