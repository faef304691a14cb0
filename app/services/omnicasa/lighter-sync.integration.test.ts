import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { crmPropertyTypeIds } from "#app/data/catalogue/crm-property-types.server.ts";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import type { SyncWorker } from "#server/sync-worker.ts";
import {
  type OmnicasaReplay,
  replayCredentials,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import { settledSyncRuns, startTestSyncWorker } from "#tests/support/sync-worker.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type SyncOptions, syncFromOmnicasa } from "./omnicasa-sync.server.ts";

// ADR 066: a start with a recent success syncs nothing; the runs between two full ones ask for the
// changed properties only and withdraw the ids the CRM says were deleted; a full run at its interval, which
// also stores the CRM's property type ids (tests/fixtures/omnicasa-lists), or warns when it cannot.

const hour = 3_600_000;

describe(`a lighter sync from Omnicasa on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let worker: SyncWorker | undefined;
  let options: SyncOptions;
  const sync = () =>
    syncFromOmnicasa(
      t.db,
      { url: replay.url, ...replayCredentials },
      { ...options, now: new Date() },
    );
  /** Moves every recorded run back in time, as if it had started that long ago. */
  const age = async (ms: number) => {
    for (const run of await recentSyncRuns(t.db, 20)) {
      await t.db
        .updateTable("sync_run")
        .set({ started_at: new Date(run.startedAt.getTime() - ms) })
        .where("id", "=", run.id)
        .execute();
    }
  };
  const property = (id: number) =>
    t.db
      .selectFrom("property")
      .select(["status", "price"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    t = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-lighter-sync-"));
    options = {
      engine: engineUnderTest,
      mediaDir: join(folder, "media"),
      now: new Date(),
      fullIntervalMs: 24 * hour,
      policy: {
        pageSize: 2,
        timeoutMs: 500,
        attempts: 1,
        backoffMs: 10,
        maxAnswerBytes: 1_000_000,
      },
    };
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("runs a full sync first, then asks only for the changes and withdraws the deleted ids", async () => {
    expect(await sync()).toMatchObject({ ok: true, kind: "full", summary: { created: 6 } });
    expect(replay.requests.some((r) => r.changeSince !== undefined)).toBe(false);
    const before = await property(4711);
    replay.requests.length = 0;
    replay.change("GetPropertyList", 4711, { Price: 123456 });
    replay.delete({ properties: [4712] });

    const outcome = await sync();
    expect(outcome).toMatchObject({
      ok: true,
      kind: "changes",
      summary: { created: 0, updated: 1, withdrawn: 1 },
    });
    const endpoints = new Set(replay.requests.map((r) => r.endpoint));
    expect(endpoints).toEqual(
      new Set([
        "GetDeletedPropertyIDs",
        "GetDeletedProjectIDs",
        "GetProjectList",
        "GetPropertyList",
      ]),
    );
    // Every property request asks for the changes since a quarter of an hour before the last success.
    const [last] = (await recentSyncRuns(t.db, 2)).slice(1);
    const since = new Date((last?.startedAt.getTime() ?? 0) - 15 * 60_000);
    const propertyRequests = replay.requests.filter((r) => r.endpoint === "GetPropertyList");
    expect(propertyRequests.map((r) => r.changeSince)).toEqual(
      propertyRequests.map(() => since.toISOString().slice(0, 19).replace("T", " ")),
    );
    // One page per language, the changed property in the three it has a text in.
    expect(propertyRequests.map((r) => r.languageId)).toEqual([1, 2, 3, 4]);
    expect(await property(4711)).toMatchObject({ status: before.status, price: 123456 });
    expect((await property(4712)).status).toBe("withdrawn");
    expect((await recentSyncRuns(t.db, 5)).map((run) => run.kind)).toEqual(["changes", "full"]);

    // The CRM lists a deleted id again: nothing more to withdraw.
    expect(await sync()).toMatchObject({ ok: true, kind: "changes", summary: { withdrawn: 0 } });
  });

  it("changes nothing when the deleted ids cannot be had, and says which request failed", async () => {
    await sync();
    const before = await property(4711);
    replay.change("GetPropertyList", 4711, { Price: 123456 });
    replay.delete({ properties: [4712] });
    replay.fail({ endpoint: "GetDeletedPropertyIDs" }, "500");

    expect(await sync()).toMatchObject({ ok: false, kind: "changes" });
    expect(await property(4711)).toEqual(before);
    expect((await property(4712)).status).not.toBe("withdrawn");
    const [run] = await recentSyncRuns(t.db, 1);
    expect(run).toMatchObject({
      kind: "changes",
      status: "failed",
      failedPage: "GetDeletedPropertyIDs",
    });
  });

  it("brings the detail fields the CRM names: the floor, and the glazing in each language", async () => {
    await sync();
    const byId = new Map((await readCatalogue(t.db)).properties.map((p) => [p.id, p]));
    expect(byId.get(4711)?.details).toMatchObject({ Floor: 2 });
    expect(byId.get(4712)?.details).toMatchObject({ Floor: 0 });
    const texts = byId.get(4711)?.texts;
    expect([texts?.nl, texts?.fr, texts?.en].map((text) => text?.details.Glazing)).toEqual([
      "Dubbel glas",
      "Double vitrage",
      "Double glazing",
    ]);
  });

  it("runs a full sync when the last full success is as old as its interval, and `npm run sync` always does", async () => {
    await sync();
    await age(23 * hour);
    expect(await sync()).toMatchObject({ ok: true, kind: "changes" });
    await age(1 * hour);
    replay.requests.length = 0;
    expect(await sync()).toMatchObject({ ok: true, kind: "full" });
    expect(replay.requests.some((r) => r.changeSince !== undefined)).toBe(false);
    expect(replay.requests.some((r) => r.endpoint.startsWith("GetDeleted"))).toBe(false);

    options.fullIntervalMs = undefined;
    expect(await sync()).toMatchObject({ ok: true, kind: "full" });
    expect((await recentSyncRuns(t.db, 5)).map((run) => run.kind)).toEqual([
      "full",
      "full",
      "changes",
      "full",
    ]);
  });

  it("makes no request at a start when the last success is younger than the interval", async () => {
    await sync();
    await age(20 * 60_000);
    replay.requests.length = 0;
    worker = startTestSyncWorker(t.db, replay, options.mediaDir, { intervalMs: hour });
    const next = await scheduled(worker);
    // The next run is due an hour after the last success began, 40 minutes from now.
    expect(next.getTime() - Date.now()).toBeGreaterThan(39 * 60_000);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(40 * 60_000);
    expect(replay.requests).toEqual([]);
    expect(await recentSyncRuns(t.db, 5)).toHaveLength(1);
  });

  it("syncs the changes at a start when the last success is older than the interval", async () => {
    await sync();
    await age(2 * hour);
    replay.requests.length = 0;
    worker = startTestSyncWorker(t.db, replay, options.mediaDir, { intervalMs: hour });
    for (;;) {
      const runs = await settledSyncRuns(t.db);
      if (runs.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [run] = await recentSyncRuns(t.db, 1);
    expect(run).toMatchObject({ kind: "changes", status: "done", trigger: "schedule" });
    expect(replay.requests.filter((r) => r.endpoint === "GetPropertyList")).not.toEqual([]);
  });

  describe("the CRM's property type ids", () => {
    const typeListRequests = () =>
      replay.requests
        .filter((r) => r.endpoint === "GetTypeOfPropertyList")
        .map((r) => [r.limit1, r.limit2]);
    // The garage box has no WebID: no type the site shows.
    const recorded = new Map([
      [1, [10, 11]],
      [2, [20, 21]],
    ]);

    it("are stored at a full run, every page of the list, and not asked for by a changes run", async () => {
      expect(await crmPropertyTypeIds(t.db)).toEqual(new Map());
      expect(await sync()).toMatchObject({ ok: true, kind: "full", warnings: [] });
      expect(typeListRequests()).toEqual([
        [1, 2],
        [3, 4],
        [5, 6],
      ]);
      expect(await crmPropertyTypeIds(t.db)).toEqual(recorded);
      replay.requests.length = 0;
      expect(await sync()).toMatchObject({ ok: true, kind: "changes", warnings: [] });
      expect(typeListRequests()).toEqual([]);
    });

    it("that cannot be had leave the catalogue imported, the earlier ids kept, and a warning", async () => {
      await sync();
      options.fullIntervalMs = undefined;
      replay.fail({ endpoint: "GetTypeOfPropertyList", limit1: 3 }, "500");
      replay.change("GetPropertyList", 4711, { Price: 300000 });
      const outcome = await sync();
      expect(outcome).toMatchObject({ ok: true, kind: "full", summary: { updated: 1 } });
      expect(outcome.ok === true && outcome.warnings).toEqual([
        "GetTypeOfPropertyList rows 3-4: answered HTTP 500: the type ids of an earlier sync are kept (without any, a demand's types go as WebIDs)",
      ]);
      expect(await crmPropertyTypeIds(t.db)).toEqual(recorded);
      expect((await recentSyncRuns(t.db, 1))[0]).toMatchObject({ status: "done" });
    });

    it("that come cut off store nothing, and the run is done", async () => {
      replay.fail({ endpoint: "GetTypeOfPropertyList", limit1: 1 }, "cut-off");
      const outcome = await sync();
      expect(outcome).toMatchObject({ ok: true, kind: "full", summary: { created: 6 } });
      expect(outcome.ok === true && outcome.warnings).toEqual([
        expect.stringMatching(/^GetTypeOfPropertyList rows 1-2: not valid JSON/),
      ]);
      expect(await crmPropertyTypeIds(t.db)).toEqual(new Map());
    });
  });
});

/** When the worker plans its first run, once it has read the last success. */
async function scheduled(worker: SyncWorker): Promise<Date> {
  for (;;) {
    const next = worker.nextRunAt();
    if (next) return next;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
