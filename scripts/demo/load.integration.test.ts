import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../app/data/catalogue-reader.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../../tests/support/test-database.ts";

describe(`npm run demo on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let dataDir: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/demo/load.ts", ...args], {
      env: { PATH: process.env.PATH, ...database.serverEnv, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataDir =
      (database.serverEnv.DATA_DIR as string | undefined) ??
      (await mkdtemp(join(tmpdir(), "site-demo-")));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("loads the demo agency into an empty database, photos included", async () => {
    const result = run("--if-empty");
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(
      /^Demo agency loaded in [\d.]+ s: 101 created, 0 updated, \d+ photos drawn\.\n$/,
    );
    const catalogue = await readCatalogue(database.db);
    expect(catalogue.properties).toHaveLength(100);
    const photo = catalogue.properties[0]?.media.pictures[0];
    expect(photo).toMatchObject({ Width: 1600, Height: 1067 });
    const stored = await database.db
      .selectFrom("attachment")
      .select("media_file_id")
      .where("kind", "=", "photo")
      .execute();
    expect(stored.every((row) => row.media_file_id !== null)).toBe(true);
  });

  it("leaves a database with properties alone when asked --if-empty", () => {
    const result = run("--if-empty");
    expect(result.stdout).toBe("The database holds properties already: demo content not loaded.\n");
  });

  it("changes nothing when loaded again the same day", () => {
    expect(run().stdout).toMatch(/: 0 created, 0 updated, 0 photos drawn\./);
  });
});
