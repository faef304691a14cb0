import { rm } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

// Issue 28, defect 2 (docs/import-format.md "Behaviour"): a file holding some languages of a record
// leaves the others as they are; only a full import, whose file is the whole catalogue, withdraws one.

const [villaFr, villaNl] = snapshot.properties ?? [];
const [project] = snapshot.projects ?? [];
if (!villaFr || !villaNl || !project) throw new Error("fixture changed");

/** The villa (fr and nl) and its project, in French only in the second file. */
const both: SnapshotInput = { ...snapshot, properties: [villaFr, villaNl] };
const frenchOnly = (title: string): SnapshotInput => ({
  ...snapshot,
  properties: [{ ...villaFr, TypeDescription: title }],
});

let t: TestDatabase;
let folder: string;
let options: ImportOptions;
beforeEach(async () => {
  [t, folder] = await Promise.all([createTestDatabase(), writeSnapshotFolder()]);
  options = importOptions(folder, new Date("2026-11-22T09:00:00.000Z"));
  const first = await importSnapshot(t.db, both, options);
  if (!first.ok) throw new Error(JSON.stringify(first.issues));
});
afterEach(() =>
  Promise.all([t.dispose(), rm(folder, { recursive: true, force: true })]).then(() => undefined),
);

const titles = () =>
  t.db
    .selectFrom("property_translation")
    .select(["language", "title"])
    .where("property_id", "=", 101)
    .orderBy("language")
    .execute();

describe(`a file with some languages of a record on ${engineUnderTest}`, () => {
  it("leaves the other languages as they are and counts an unchanged record as skipped", async () => {
    const again = await importSnapshot(t.db, frenchOnly("Villa lumineuse"), options);
    expect(again).toMatchObject({ ok: true, summary: { created: 0, updated: 0, skipped: 2 } });
    expect(await titles()).toEqual([
      { language: "fr", title: "Villa lumineuse" },
      { language: "nl", title: "Lichtrijke villa" },
    ]);
    const { text_languages } = await t.db
      .selectFrom("property")
      .select("text_languages")
      .where("id", "=", 101)
      .executeTakeFirstOrThrow();
    expect(text_languages).toBe(2 + 4);
  });

  it("updates the languages it gives, on a dry run as on the import", async () => {
    const file = frenchOnly("Villa baignée de lumière");
    const dry = await importSnapshot(t.db, file, { ...options, dryRun: true });
    const result = await importSnapshot(t.db, file, options);
    expect(dry).toMatchObject({ ok: true, summary: { updated: 1, skipped: 1 } });
    expect(result).toMatchObject({ ok: true, summary: { updated: 1, skipped: 1 } });
    expect(await titles()).toEqual([
      { language: "fr", title: "Villa baignée de lumière" },
      { language: "nl", title: "Lichtrijke villa" },
    ]);
  });

  it("withdraws the languages a full import's file leaves out", async () => {
    const result = await importSnapshot(t.db, frenchOnly("Villa lumineuse"), {
      ...options,
      full: true,
    });
    expect(result).toMatchObject({ ok: true, summary: { updated: 1 } });
    expect(await titles()).toEqual([{ language: "fr", title: "Villa lumineuse" }]);
  });
});
