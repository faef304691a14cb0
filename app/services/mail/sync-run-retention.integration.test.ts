import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginSyncRun, endSyncRun } from "#app/data/catalogue/sync-runs.server.ts";
import type { SyncRunEnd } from "#app/model/catalogue/sync-run.ts";
import { folderTransport } from "#app/services/mail/mail-transport.server.ts";
import { startMailWorker } from "#app/services/mail/mail-worker.server.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// ADR 054: the CRM sync's runs are kept 12 months by the hourly retention the mail worker runs.
describe(`the sync runs' retention on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const monthsAgo = (months: number, days = 0) => {
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - months);
    at.setUTCDate(at.getUTCDate() - days);
    return at;
  };
  const schedule = { kind: "schedule" } as const;
  const done: SyncRunEnd = { status: "done", pages: 1, created: 0, updated: 0, withdrawn: 0 };
  const failed: SyncRunEnd = { status: "failed", errors: ["timeout"], errorCount: 1 };
  const run = async (startedAt: Date, end?: SyncRunEnd) => {
    const id = await beginSyncRun(database.db, schedule, startedAt);
    if (end) await endSyncRun(database.db, id, end, startedAt);
    return id;
  };

  it("deletes the finished runs started over 12 months ago, keeps the rest", async () => {
    await run(monthsAgo(30), done);
    await run(monthsAgo(12, 2), failed);
    // Left running, then interrupted by the next run's start.
    await run(monthsAgo(13));
    const kept = [
      await run(monthsAgo(11, 27), done),
      await run(monthsAgo(1), failed),
      // Still running (its start is old only as written here): never deleted under the sync.
      await run(monthsAgo(14)),
    ];
    const statuses = await database.db.selectFrom("sync_run").select("status").execute();
    expect(statuses.map((row) => row.status).sort()).toEqual([
      "done",
      "done",
      "failed",
      "failed",
      "interrupted",
      "running",
    ]);
    const lines: string[] = [];
    const note = (message: string) => {
      lines.push(message);
    };
    const worker = startMailWorker({
      db: database.db,
      transport: folderTransport(await mkdtemp(join(tmpdir(), "sync-runs-"))),
      log: { info: note, warn: note, error: note },
      retentionMonths: 24,
      pollMs: 3_600_000,
    });
    await worker.runOnce();
    await worker.stop();
    expect(lines).toContain("old sync runs deleted");
    expect(lines).not.toContain("mail worker run failed");
    const left = await database.db.selectFrom("sync_run").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual(kept);
  });
});
