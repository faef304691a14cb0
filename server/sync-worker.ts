import type { Kysely } from "kysely";
import type { Engine } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import { fetchRemoteMedia } from "#app/services/media/remote-media.server.ts";
import type { FetchPolicy } from "#app/services/omnicasa/omnicasa-client.server.ts";
import { syncFromOmnicasa } from "#app/services/omnicasa/omnicasa-sync.server.ts";
import type { Logger } from "./logger.ts";

// SYNC_INTERVAL_MINUTES (docs/operations.md "Syncing from Omnicasa"): the server syncs the catalogue from the CRM
// at start, then that long after each run ends, so runs never overlap; each run is one log line. A
// stop aborts the requests under way (nothing is imported then) and waits for an import already
// writing, which is one transaction.

export interface SyncWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  access: OmnicasaAccess;
  intervalMs: number;
  mediaDir: string;
  /** REMOTE_MEDIA_BUDGET_SECONDS, for the photos fetched after each run. */
  remoteBudgetMs: number;
  log: Logger;
  policy?: Partial<FetchPolicy>;
}

export interface SyncWorker {
  /** Starts no other run, aborts the one under way; resolves when it has ended. */
  stop(): Promise<void>;
}

export function startSyncWorker(options: SyncWorkerOptions): SyncWorker {
  const { log } = options;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const outcome = await syncFromOmnicasa(options.db, options.access, {
        engine: options.engine,
        mediaDir: options.mediaDir,
        now: new Date(),
        policy: { ...options.policy, signal: abort.signal },
      });
      if (outcome.ok === "busy") {
        log.info("sync skipped", { reason: "another sync is running", durationMs: durationMs() });
      } else if (!outcome.ok) {
        const problems = outcome.issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`);
        log.warn("sync failed, catalogue unchanged", {
          problems,
          problemCount: outcome.issues.length,
          durationMs: durationMs(),
        });
      } else {
        const remote = await fetchRemoteMedia(options.db, {
          mediaDir: options.mediaDir,
          now: new Date(),
          budgetMs: options.remoteBudgetMs,
        });
        log.info("sync", {
          ...outcome.summary,
          pages: outcome.pages,
          remoteFilesFetched: remote.fetched,
          durationMs: durationMs(),
        });
      }
    } catch (error) {
      if (abort.signal.aborted) log.info("sync stopped", { durationMs: durationMs() });
      else log.error("sync failed, catalogue unchanged", { error, durationMs: durationMs() });
    }
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      current = runOnce().then(() => {
        if (!abort.signal.aborted) schedule(options.intervalMs);
      });
    }, delayMs);
  };
  schedule(0);
  log.info("sync scheduled", { everyMinutes: options.intervalMs / 60_000 });

  return {
    stop: async () => {
      clearTimeout(timer);
      abort.abort(new Error("the server is stopping"));
      await current;
    },
  };
}
