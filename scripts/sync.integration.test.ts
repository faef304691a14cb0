import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import {
  type OmnicasaReplay,
  replayCredentials,
  replayEnv,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// `npm run sync` as an operator runs it, against a local server replaying the recorded Omnicasa answers.

const run = promisify(execFile);

describe(`npm run sync on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  const sync = (env: Record<string, string> = {}) =>
    run(process.execPath, ["scripts/sync.ts", "--no-variants"], {
      env: {
        PATH: process.env.PATH,
        MEDIA_DIR: join(folder, "media"),
        ...replayEnv(replay),
        ...database.serverEnv,
        ...env,
      },
      encoding: "utf8",
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-sync-cli-"));
  });
  afterAll(async () => {
    await replay.close();
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("says in one line what is missing", async () => {
    const result = await sync({
      OMNICASA_URL: "",
      OMNICASA_CUSTOMER_NAME: "",
      OMNICASA_CUSTOMER_PASSWORD: "",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Nothing to sync from: set OMNICASA_URL, OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD.",
    );
    const partial = await sync({ OMNICASA_CUSTOMER_PASSWORD: "" });
    expect(partial.stderr.trim()).toBe(
      "Invalid environment: OMNICASA_CUSTOMER_PASSWORD must be set with the other OMNICASA_ variables",
    );
  });

  it("imports the CRM's catalogue, then finds nothing to change", async () => {
    const first = await sync();
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Ignored 17 field\(s\) the site does not use: /);
    expect(first.stdout).toMatch(
      /Imported Omnicasa \(127\.0\.0\.1:\d+, 8 page\(s\)\) in [\d.]+ s: 6 created, 0 updated, 0 skipped \(unchanged\), 0 withdrawn\./,
    );
    const second = await sync();
    expect(second.stdout).toContain("0 created, 0 updated, 6 skipped (unchanged), 0 withdrawn");
  });

  it("changes nothing when a page cannot be had, and says which", async () => {
    const before = await readCatalogue(database.db);
    replay.fail({ endpoint: "GetPropertyList", languageId: 2, limit1: 1 }, "cut-off");
    const result = await sync();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^Omnicasa \(127\.0\.0\.1:\d+\) has 1 problem\(s\); nothing was changed:\n {2}GetPropertyList fr rows 1-50: not valid JSON \(.*\) \(4 tries\)\n$/,
    );
    expect(result.stdout + result.stderr).not.toContain(replayCredentials.customerPassword);
    expect(await readCatalogue(database.db)).toEqual(before);
  }, 30_000);
});
