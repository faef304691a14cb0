import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "#tests/support/import-command.ts";
import { withRemoteMedia } from "#tests/support/remote-media.ts";
import { writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// What an operator reads about http(s) photos after `npm run import` (docs/requirements.md §11 "Files").
describe(`npm run import with remote photos on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let folder: string;
  const run = () => runImport(database, folder, ["snapshot.json", "--no-variants"]);

  beforeAll(async () => {
    database = await createTestDatabase();
    // Nothing listens there: both are refused before any connection is tried.
    folder = await writeSnapshotFolder(
      withRemoteMedia({
        photos: ["http://127.0.0.1:9/photo.jpg", "http://169.254.169.254/latest/meta-data/"],
      }),
    );
  });
  afterAll(async () => {
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("reports refused addresses with their reason, then lets them wait", () => {
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(
      "Remote files: 0 fetched, 2 failed, 0 waiting (backing off after earlier failures).\n" +
        "  http://127.0.0.1:9/photo.jpg refused: 127.0.0.1 is a loopback address, not a public one; next try after ",
    );
    expect(first.stdout).toContain(
      "  http://169.254.169.254/latest/meta-data/ refused: 169.254.169.254 is a link-local address, not a public one; next try after ",
    );
    const second = run();
    expect(second.stdout).toContain(
      "Remote files: 0 fetched, 0 failed, 2 waiting (backing off after earlier failures).\n",
    );
  });
});
