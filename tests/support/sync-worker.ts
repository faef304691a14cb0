import type { Kysely } from "kysely";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SyncRun } from "#app/model/catalogue/sync-run.ts";
import { createLogger } from "#server/logger.ts";
import { type SyncWorker, startSyncWorker } from "#server/sync-worker.ts";
import { type OmnicasaReplay, replayCredentials } from "./omnicasa-replay.ts";
import { engineUnderTest } from "./test-database.ts";

/** The server's sync worker against the Omnicasa replay, quiet, one try per page (ADR 054). */
export function startTestSyncWorker(
  db: Kysely<Database>,
  replay: OmnicasaReplay,
  mediaDir: string,
  {
    intervalMs,
    fullIntervalMs = 24 * 3_600_000,
    timeoutMs = 500,
    pageSize = 50,
  }: {
    intervalMs?: number;
    fullIntervalMs?: number;
    timeoutMs?: number;
    pageSize?: number;
  } = {},
): SyncWorker {
  return startSyncWorker({
    db,
    engine: engineUnderTest,
    access: { url: replay.url, ...replayCredentials },
    intervalMs,
    fullIntervalMs,
    mediaDir,
    remoteBudgetMs: 0,
    log: createLogger("error", {}, () => undefined),
    policy: { pageSize, timeoutMs, attempts: 1, backoffMs: 10 },
  });
}

/** The recorded runs, newest first, once there is one and none is running (they run in the background). */
export async function settledSyncRuns(db: Kysely<Database>): Promise<SyncRun[]> {
  for (;;) {
    const runs = await recentSyncRuns(db, 20);
    if (runs.length > 0 && runs.every((run) => run.status !== "running")) return runs;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
