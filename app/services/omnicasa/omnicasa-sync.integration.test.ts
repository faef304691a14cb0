import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { importOmnicasaFeed } from "#app/services/omnicasa/omnicasa-import.server.ts";
import { readFeed } from "#app/services/omnicasa/read-feed.server.ts";
import {
  fixtureDir,
  type OmnicasaReplay,
  replayCredentials,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import { importOptions } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type SyncOptions, syncFromOmnicasa } from "./omnicasa-sync.server.ts";
import { syncLockKey } from "./sync-lock.server.ts";

// docs/requirements.md §11 "Real feeds": `npm run sync` against a local server replaying the recorded Omnicasa answers.
// Pages of two rows, so that every list takes several requests.

describe(`syncing from Omnicasa on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let options: SyncOptions;
  const access = () => ({ url: replay.url, ...replayCredentials });
  const sync = () => syncFromOmnicasa(t.db, access(), options);

  beforeEach(async () => {
    t = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-sync-test-"));
    options = {
      engine: engineUnderTest,
      mediaDir: join(folder, "media"),
      now: new Date("2026-11-23T09:00:00.000Z"),
      policy: {
        pageSize: 2,
        timeoutMs: 500,
        attempts: 3,
        backoffMs: 10,
        maxAnswerBytes: 1_000_000,
      },
    };
  });
  afterEach(async () => {
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("fetches every page of every language, one language after another, and imports them as the files would", async () => {
    const result = await sync();
    expect(result).toMatchObject({
      ok: true,
      summary: { created: 6, updated: 0, skipped: 0, withdrawn: 0 },
    });
    const synced = await readCatalogue(t.db);

    const languages = replay.requests.map((r) => r.languageId);
    expect(languages).toEqual([...languages].sort());
    expect(
      replay.requests
        .filter((r) => r.endpoint === "GetPropertyList" && r.languageId === 1)
        .map((r) => [r.limit1, r.limit2]),
    ).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);

    // The same catalogue as importing the recorded files into an empty database.
    const other = await createTestDatabase();
    try {
      const feed = await readFeed(fixtureDir);
      await importOmnicasaFeed(other.db, feed.files, importOptions(folder, options.now));
      expect(await readCatalogue(other.db)).toEqual(synced);
    } finally {
      await other.dispose();
    }

    expect(await sync()).toMatchObject({
      ok: true,
      summary: { created: 0, updated: 0, skipped: 6 },
    });
  });

  it("tries a failing page again", async () => {
    replay.fail({ endpoint: "GetPropertyList", languageId: 2, limit1: 3 }, "500", 2);
    expect(await sync()).toMatchObject({ ok: true, summary: { created: 6 } });
    expect(
      replay.requests.filter(
        (r) => r.languageId === 2 && r.limit1 === 3 && r.endpoint === "GetPropertyList",
      ),
    ).toHaveLength(3);
  });

  it("imports the records that read well, reports the others and withdraws none of them (issue 28, defect 7)", async () => {
    expect(await sync()).toMatchObject({ ok: true, summary: { created: 6 } });
    const before = await readCatalogue(t.db);
    // The Luxembourg postal form reads well; an unreadable price and a missing title do not.
    for (const languageId of [1, 2]) {
      replay.edit("GetPropertyList", languageId, "5003", { Zip: "L-9160" });
    }
    replay.edit("GetPropertyList", 2, "4712", { Price: "cheap" });
    replay.edit("GetPropertyList", 1, "5001", { TypeDescription: "" });

    const result = await sync();
    expect(result).toMatchObject({
      ok: true,
      summary: { created: 0, updated: 0, skipped: 4, withdrawn: 0 },
      refused: [
        { path: "GetPropertyList fr rows 1-2: property 4712, Price", message: expect.any(String) },
        {
          path: "GetPropertyList nl rows 3-4: property 5001, TypeDescription",
          message: expect.any(String),
        },
      ],
    });
    // Left out with every language, as they were: neither withdrawn nor half updated.
    expect(await readCatalogue(t.db)).toEqual(before);
    const [run] = await recentSyncRuns(t.db, 1);
    expect(run).toMatchObject({ status: "done", errorCount: 2, withdrawn: 0 });
    expect(run?.errors).toEqual([
      expect.stringMatching(/^GetPropertyList fr rows 1-2: property 4712, Price: /),
      expect.stringMatching(/^GetPropertyList nl rows 3-4: property 5001, TypeDescription: /),
    ]);
  });

  it("leaves out the units of a project it refused that was never imported", async () => {
    replay.edit("GetProjectList", 2, "900", { TypeDescription: "" });
    const result = await sync();
    expect(result).toMatchObject({ ok: true, summary: { created: 3 } });
    expect(result.ok === true && result.refused.map((issue) => issue.path)).toEqual([
      "GetProjectList fr rows 1-2: project 900, TypeDescription",
      "GetPropertyList nl rows 1-2: property 4711, ProjectID",
      "GetPropertyList nl rows 1-2: property 4712, ProjectID",
      "GetPropertyList fr rows 1-2: property 4711, ProjectID",
      "GetPropertyList fr rows 1-2: property 4712, ProjectID",
      "GetPropertyList en rows 1-2: property 4711, ProjectID",
    ]);
    const { properties, projects } = await readCatalogue(t.db);
    expect(projects).toEqual([]);
    expect(properties.map((p) => p.id).sort()).toEqual([5001, 5002, 5003]);
  });

  describe("leaves the catalogue as it was", () => {
    beforeEach(async () => {
      expect(await sync()).toMatchObject({ ok: true });
    });

    const failed = async () => {
      const before = await readCatalogue(t.db);
      const result = await sync();
      expect(await readCatalogue(t.db)).toEqual(before);
      return result;
    };

    it("when a page keeps failing", async () => {
      replay.fail({ endpoint: "GetPropertyList", languageId: 3, limit1: 1 }, "500");
      expect(await failed()).toEqual({
        ok: false,
        issues: [{ path: "GetPropertyList en rows 1-2", message: "answered HTTP 500 (3 tries)" }],
        unused: [],
        pages: 0,
        kind: "full",
      });
    });

    it("when an answer is cut off", async () => {
      replay.fail({ endpoint: "GetPropertyList", languageId: 1, limit1: 5 }, "cut-off");
      const result = await failed();
      expect(result).toMatchObject({
        ok: false,
        issues: [{ path: "GetPropertyList nl rows 5-6" }],
      });
      expect(result.ok === false && result.issues[0]?.message).toMatch(
        /^not valid JSON .*\(3 tries\)$/,
      );
    });

    it("when a page does not answer in time", async () => {
      replay.fail({ endpoint: "GetProjectList", languageId: 2, limit1: 1 }, "silent");
      expect(await failed()).toMatchObject({
        ok: false,
        issues: [
          {
            path: "GetProjectList fr rows 1-2",
            message: "no complete answer within 500 ms (3 tries)",
          },
        ],
      });
    });

    it("when an answer never ends, stopped at the size limit without trying again", async () => {
      replay.fail({ endpoint: "GetPropertyList", languageId: 2, limit1: 3 }, "endless");
      const before = replay.requests.length;
      expect(await failed()).toMatchObject({
        ok: false,
        issues: [
          {
            path: "GetPropertyList fr rows 3-4",
            message: "answered more than 1000000 bytes",
          },
        ],
      });
      const asked = replay.requests.slice(before).filter((r) => r.limit1 === 3);
      expect(
        asked.filter((r) => r.languageId === 2 && r.endpoint === "GetPropertyList"),
      ).toHaveLength(1);
    });

    it("when the credentials are refused, without trying again", async () => {
      const before = replay.requests.length;
      const result = await syncFromOmnicasa(
        t.db,
        { ...access(), customerPassword: "wrong" },
        options,
      );
      expect(result).toMatchObject({
        ok: false,
        issues: [
          {
            path: "GetProjectList nl rows 1-2",
            message: "the API answered an error: Invalid customer",
          },
        ],
      });
      expect(replay.requests.length - before).toBe(1);
    });
  });

  it("runs one sync at a time", async () => {
    const [first, second] = await Promise.all([sync(), sync()]);
    expect([first.ok, second.ok].sort()).toEqual([true, "busy"].sort());
  });

  it.runIf(engineUnderTest === "postgres")(
    "leaves the sync to another server holding the lock",
    async () => {
      const otherServer = openDatabase({ databaseUrl: t.serverEnv.DATABASE_URL, dataDir: "" });
      try {
        await otherServer.db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${syncLockKey})`.execute(connection);
          expect(await sync()).toEqual({ ok: "busy" });
          await sql`select pg_advisory_unlock(${syncLockKey})`.execute(connection);
        });
        expect(await sync()).toMatchObject({ ok: true });
      } finally {
        await otherServer.db.destroy();
      }
    },
  );
});
