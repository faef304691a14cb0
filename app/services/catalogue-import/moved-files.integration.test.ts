import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { importSnapshot } from "./snapshot-import.server.ts";

// Issue 28, defect 9: a file is known by its content (the stored original's hash), not by its path, so
// the same photos and documents under another folder change no record.

let t: TestDatabase;
let folder: string;
beforeEach(async () => {
  [t, folder] = await Promise.all([createTestDatabase(), writeSnapshotFolder()]);
});
afterEach(async () => {
  await Promise.all([t.dispose(), rm(folder, { recursive: true, force: true })]);
});

const moved = (to: string) =>
  JSON.parse(
    JSON.stringify(snapshot)
      .replaceAll('"photos/', `"${to}/photos/`)
      .replaceAll('"docs/', `"${to}/docs/`),
  );

describe(`the same files under another folder on ${engineUnderTest}`, () => {
  const options = (now: string, dryRun = false) => ({
    ...importOptions(folder, new Date(now)),
    dryRun,
  });

  it("are no change, on a dry run and on the import", async () => {
    const first = await importSnapshot(t.db, snapshot, options("2026-11-22T09:00:00Z"));
    expect(first).toMatchObject({ ok: true, summary: { created: 3 } });
    const before = await readCatalogue(t.db);
    await cp(join(folder, "photos"), join(folder, "2026/photos"), { recursive: true });
    await cp(join(folder, "docs"), join(folder, "2026/docs"), { recursive: true });
    await rm(join(folder, "photos"), { recursive: true });

    const unchanged = { created: 0, updated: 0, skipped: 3, withdrawn: 0 };
    for (const dryRun of [true, false]) {
      const again = await importSnapshot(
        t.db,
        moved("2026"),
        options("2026-11-23T09:00:00Z", dryRun),
      );
      expect(again).toMatchObject({ ok: true, dryRun, summary: unchanged });
    }
    expect(await readCatalogue(t.db)).toEqual(before);
  });

  it("are a change when their content differs", async () => {
    await importSnapshot(t.db, snapshot, options("2026-11-22T09:00:00Z"));
    await cp(join(folder, "photos"), join(folder, "2026/photos"), { recursive: true });
    await cp(join(folder, "docs"), join(folder, "2026/docs"), { recursive: true });
    await cp(join(folder, "photos/101-1.jpg"), join(folder, "2026/photos/101-2.jpg"));
    const again = await importSnapshot(t.db, moved("2026"), options("2026-11-23T09:00:00Z"));
    expect(again).toMatchObject({ ok: true, summary: { updated: 1, skipped: 2 } });
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.media.pictures.map((p) => p.Url)).toContain("2026/photos/101-2.jpg");
  });
});
