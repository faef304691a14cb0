import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertStaff } from "#app/data/admin/staff-accounts.server.ts";
import { beginSyncRun, recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import { openDatabase } from "#app/data/database.server.ts";
import { startSyncNow, syncOverview } from "#app/services/admin/crm-sync.server.ts";
import { syncLockKey } from "#app/services/omnicasa/sync-lock.server.ts";
import type { SyncWorker } from "#server/sync-worker.ts";
import { type OmnicasaReplay, startOmnicasaReplay } from "#tests/support/omnicasa-replay.ts";
import { settledSyncRuns, startTestSyncWorker } from "#tests/support/sync-worker.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §17 "CRM sync", ADR 054: the desk starts the server's sync worker against a local
// server replaying the recorded Omnicasa answers; every run is recorded with how it ended, one runs at
// a time across servers, and a start is audited.
describe(`the desk's CRM sync on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let replay: OmnicasaReplay;
  let folder: string;
  let worker: SyncWorker | undefined;
  const who = { staffId: 0, clientAddress: "203.0.113.9" };
  const now = new Date("2026-11-27T10:00:00.000Z");

  const start = (options: { intervalMs?: number; timeoutMs?: number } = {}) => {
    worker = startTestSyncWorker(t.db, replay, join(folder, "media"), { ...options, pageSize: 2 });
    return worker;
  };
  const settledRuns = () => settledSyncRuns(t.db);
  const audit = () =>
    t.db.selectFrom("staff_audit").select(["action", "staff_id", "client_address"]).execute();

  beforeEach(async () => {
    t = await createTestDatabase();
    replay = await startOmnicasaReplay();
    folder = await mkdtemp(join(tmpdir(), "site-desk-sync-"));
    const admin = { email: "admin@immo.example", role: "admin" as const, language: "en" };
    who.staffId = (await insertStaff(t.db, { ...admin, passwordHash: undefined }, now)) ?? 0;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await replay.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("says there is nothing to sync without the CRM's access, and starts nothing", async () => {
    expect(await syncOverview(t.db, undefined)).toEqual({
      configured: false,
      runs: [],
      nextRunAt: undefined,
    });
    expect(await startSyncNow(t.db, undefined, who, now)).toBe("not-configured");
    expect(await audit()).toEqual([]);
  });

  it("syncs now: the run is recorded with what it did, and the start audited", async () => {
    expect(await startSyncNow(t.db, start(), who, now)).toBe("started");
    const [run] = await settledRuns();
    expect(run).toMatchObject({
      trigger: "staff",
      status: "done",
      pages: 12,
      created: 6,
      updated: 0,
      withdrawn: 0,
      errorCount: 0,
      failedPage: undefined,
      errors: [],
    });
    expect(run?.endedAt?.getTime()).toBeGreaterThanOrEqual(run?.startedAt.getTime() ?? Infinity);
    expect(await audit()).toEqual([
      { action: "sync.start", staff_id: who.staffId, client_address: "203.0.113.9" },
    ]);
    // Without SYNC_INTERVAL_MINUTES, nothing is planned.
    expect(await syncOverview(t.db, worker)).toMatchObject({
      configured: true,
      nextRunAt: undefined,
    });
  });

  it("records which page failed, and the catalogue is left as it was", async () => {
    replay.fail({ endpoint: "GetPropertyList", languageId: 2, limit1: 3 }, "500");
    expect(await startSyncNow(t.db, start(), who, now)).toBe("started");
    const [run] = await settledRuns();
    expect(run).toMatchObject({
      status: "failed",
      created: undefined,
      errorCount: 1,
      failedPage: "GetPropertyList fr rows 3-4",
      errors: ["GetPropertyList fr rows 3-4: answered HTTP 500"],
    });
    expect(await t.db.selectFrom("property").select("id").execute()).toEqual([]);
  });

  it("starts no second run while one runs, and audits only the one started", async () => {
    replay.fail({ endpoint: "GetProjectList", languageId: 1, limit1: 1 }, "silent");
    const control = start({ timeoutMs: 60_000 });
    expect(await startSyncNow(t.db, control, who, now)).toBe("started");
    expect(await startSyncNow(t.db, control, who, now)).toBe("busy");
    expect(await recentSyncRuns(t.db, 20)).toMatchObject([{ status: "running" }]);
    expect((await audit()).map((row) => row.action)).toEqual(["sync.start"]);
  });

  it.runIf(engineUnderTest === "postgres")(
    "starts no run while another server holds the sync lock",
    async () => {
      const otherServer = openDatabase({ databaseUrl: t.serverEnv.DATABASE_URL, dataDir: "" });
      try {
        await otherServer.db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(${syncLockKey})`.execute(connection);
          expect(await startSyncNow(t.db, start(), who, now)).toBe("busy");
          await sql`select pg_advisory_unlock(${syncLockKey})`.execute(connection);
        });
        expect(await recentSyncRuns(t.db, 20)).toEqual([]);
        expect(await audit()).toEqual([]);
      } finally {
        await otherServer.db.destroy();
      }
    },
  );

  it("tells the next planned run of the schedule", async () => {
    const hour = 3_600_000;
    const control = start({ intervalMs: hour });
    const [run] = await settledRuns();
    expect(run).toMatchObject({ trigger: "schedule", status: "done" });
    let next: Date | undefined;
    while (!next) next = control.nextRunAt() ?? (await new Promise((r) => setTimeout(r, 10)));
    expect(next.getTime() - (run?.endedAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(hour - 1000);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(hour);
  });

  it("marks a run its server left running as interrupted", async () => {
    await beginSyncRun(t.db, { kind: "command" }, new Date("2026-11-27T09:00:00.000Z"));
    expect(await startSyncNow(t.db, start(), who, now)).toBe("started");
    const runs = await settledRuns();
    expect(runs.map((r) => [r.trigger, r.status])).toEqual([
      ["staff", "done"],
      ["command", "interrupted"],
    ]);
  });
});
