import { spawnSync } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSnapshotFolder } from "../tests/support/snapshot-files.ts";
import { snapshot } from "../tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

describe(`npm run import on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/import.ts", ...args], {
      env: {
        PATH: process.env.PATH,
        INIT_CWD: folder,
        MEDIA_DIR: join(folder, "media"),
        ...database.serverEnv,
      },
      encoding: "utf8",
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await writeSnapshotFolder();
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("says how to use it", () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Usage: npm run import -- FILE.json [--full] [--dry-run] [--no-variants]",
    );
  });

  it("refuses a file that is not JSON", async () => {
    await writeFile(join(folder, "broken.json"), "{ not json");
    const result = run("broken.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/broken\.json is not valid JSON: /);
  });

  it("lists the problems of an invalid file and imports nothing", async () => {
    const [villa] = snapshot.properties ?? [];
    await writeFile(
      join(folder, "bad.json"),
      JSON.stringify({ properties: [{ ...villa, Price: -5, language: "xx" }] }),
    );
    const result = run("bad.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("has 2 problem(s); nothing was changed:");
    expect(result.stderr).toContain("  properties[0].Price: must not be negative");
    expect(result.stderr).toContain("  properties[0].language: ");
  });

  it("validates only with --dry-run, then imports, then finds nothing to change, dry or not", () => {
    const dry = run("snapshot.json", "--dry-run");
    expect(dry.stdout).toMatch(
      /^Dry run of .*snapshot\.json, nothing written\. It would give: 3 created, 0 updated, 0 skipped \(unchanged\), 0 withdrawn\.\n$/,
    );
    const first = run("snapshot.json");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /Imported .*snapshot\.json in [\d.]+ s: 3 created, 0 updated, 0 skipped \(unchanged\), 0 withdrawn\./,
    );
    // The fixture's one listed photo at the card widths, in three formats.
    expect(first.stdout).toMatch(
      /\nMade 6 image variant\(s\) for first screens in [\d.]+ s \(0 already there\)\.\n$/,
    );
    // Right after the import a dry run finds what the import then finds: nothing to do.
    const dryAgain = run("snapshot.json", "--dry-run", "--full");
    expect(dryAgain.stdout).toMatch(
      /^Dry run of .*snapshot\.json, nothing written\. It would give: 0 created, 0 updated, 3 skipped \(unchanged\), 0 withdrawn\.\n$/,
    );
    const second = run("snapshot.json", "--full");
    expect(second.stdout).toContain("0 created, 0 updated, 3 skipped (unchanged), 0 withdrawn");
    expect(second.stdout).toContain("Made 0 image variant(s) for first screens");
    const third = run("snapshot.json", "--no-variants");
    expect(third.stdout).not.toContain("image variant");
  });
});
