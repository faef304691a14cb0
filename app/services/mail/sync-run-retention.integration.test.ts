import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SyncRunStatus } from "#app/model/catalogue/sync-run.ts";
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
  const run = async (status: SyncRunStatus, startedAt: Date) => {
    const row = await database.db
      .insertInto("sync_run")
      .values({
        trigger: "schedule",
        staff_id: null,
        status,
        started_at: startedAt,
        ended_at: status === "running" ? null : startedAt,
        pages: null,
        created: null,
        updated: null,
        withdrawn: null,
        error_count: 0,
        failed_page: null,
        errors: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it("deletes the finished runs started over 12 months ago, keeps the rest", async () => {
    await run("done", monthsAgo(30));
    await run("failed", monthsAgo(12, 2));
    await run("interrupted", monthsAgo(13));
    const kept = [
      await run("running", monthsAgo(14)),
      await run("done", monthsAgo(11, 27)),
      await run("failed", monthsAgo(1)),
    ];
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
