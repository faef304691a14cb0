import type { Kysely } from "kysely";
import { lastSuccessfulStarts } from "#app/data/catalogue/sync-run-kinds.server.ts";
import type { Engine } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SyncTrigger } from "#app/model/catalogue/sync-run.ts";
import type { CrmSyncControl } from "#app/services/admin/desk-operations.ts";
import type { OmnicasaAccess } from "#app/services/env.server.ts";
import { fetchRemoteMedia } from "#app/services/media/remote-media.server.ts";
import type { FetchPolicy } from "#app/services/omnicasa/omnicasa-client.server.ts";
import { problemLine, syncFromOmnicasa } from "#app/services/omnicasa/omnicasa-sync.server.ts";
import { delayAtStart } from "#app/services/omnicasa/sync-plan.ts";
import type { Logger } from "./logger.ts";

// SYNC_INTERVAL_MINUTES (docs/operations.md "Syncing from Omnicasa"): the server syncs the catalogue from the CRM
// at start unless the last success is younger than that (ADR 066), then that long after each run ends, so
// runs never overlap; each run is full or fetches only the changes (ADR 066), one log line each. The
// desk's "sync now" (ADR 054) starts a run here too, with or without a schedule. A stop aborts the
// requests under way (nothing is imported then) and waits for an import already writing, which is one
// transaction.

export interface SyncWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  access: OmnicasaAccess;
  /** Undefined: no schedule, only the runs the desk asks for. */
  intervalMs: number | undefined;
  /** SYNC_FULL_INTERVAL_HOURS: a full run at most this often, the others fetch the changes (ADR 066). */
  fullIntervalMs: number;
  mediaDir: string;
  /** REMOTE_MEDIA_BUDGET_SECONDS, for the photos fetched after each run. */
  remoteBudgetMs: number;
  log: Logger;
  /**
   * Called once a run has stored a catalogue and its end is recorded and logged: the server queues
   * the first-screen variants there, which the run never waits on (issue 28, defect 11).
   */
  afterStored?: () => void;
  policy?: Partial<FetchPolicy>;
}

export interface SyncWorker extends CrmSyncControl {
  /** Starts no other run, aborts the ones under way; resolves when they have ended. */
  stop(): Promise<void>;
}

export function startSyncWorker(options: SyncWorkerOptions): SyncWorker {
  const { log, intervalMs } = options;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let nextAt: Date | undefined;
  const underWay = new Set<Promise<unknown>>();

  /** One run; answers whether another held the lock. Never rejects: a failure is logged. */
  const runOnce = async (trigger: SyncTrigger, onStart?: () => void): Promise<"busy" | "ran"> => {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const outcome = await syncFromOmnicasa(options.db, options.access, {
        engine: options.engine,
        mediaDir: options.mediaDir,
        now: new Date(),
        policy: { ...options.policy, signal: abort.signal },
        trigger,
        onStart,
        fullIntervalMs: options.fullIntervalMs,
      });
      if (outcome.ok === "busy") {
        log.info("sync skipped", { reason: "another sync is running", durationMs: durationMs() });
        return "busy";
      }
      if (!outcome.ok) {
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
        // Records left out need the agency's attention in the CRM, and so does a type list it could not
        // give (ADR 066): a warning, with the first ones.
        const attention = outcome.refused.length > 0 || outcome.warnings.length > 0;
        log[attention ? "warn" : "info"]("sync", {
          kind: outcome.kind,
          ...outcome.summary,
          ...(outcome.refused.length > 0 && {
            refusedCount: outcome.refused.length,
            refused: outcome.refused.slice(0, 5).map(problemLine),
          }),
          ...(outcome.warnings.length > 0 && { warnings: outcome.warnings }),
          pages: outcome.pages,
          remoteFilesFetched: remote.fetched,
          durationMs: durationMs(),
        });
        options.afterStored?.();
      }
    } catch (error) {
      if (abort.signal.aborted) log.info("sync stopped", { durationMs: durationMs() });
      else log.error("sync failed, catalogue unchanged", { error, durationMs: durationMs() });
    }
    return "ran";
  };

  const track = <T>(run: Promise<T>): Promise<T> => {
    underWay.add(run);
    void run.finally(() => underWay.delete(run));
    return run;
  };

  const schedule = (delayMs: number) => {
    nextAt = new Date(Date.now() + delayMs);
    timer = setTimeout(() => {
      nextAt = undefined;
      void track(runOnce({ kind: "schedule" })).then(() => {
        if (!abort.signal.aborted && intervalMs !== undefined) schedule(intervalMs);
      });
    }, delayMs);
  };
  if (intervalMs !== undefined) {
    // A database that cannot be read now is the first run's to report: it starts at once.
    const starting = lastSuccessfulStarts(options.db)
      .then((last) => delayAtStart(last, new Date(), intervalMs))
      .catch(() => 0)
      .then((delayMs) => {
        if (abort.signal.aborted) return;
        schedule(delayMs);
        log.info("sync scheduled", {
          everyMinutes: intervalMs / 60_000,
          fullEveryHours: options.fullIntervalMs / 3_600_000,
          firstInMinutes: Math.round(delayMs / 60_000),
        });
      });
    void track(starting);
  }

  return {
    runNow: (staffId) =>
      new Promise((resolve, reject) => {
        if (abort.signal.aborted) return resolve("busy");
        let started = false;
        const onStart = () => {
          started = true;
          resolve("started");
        };
        void track(runOnce({ kind: "staff", staffId }, onStart)).then((ran) => {
          if (ran === "busy") resolve("busy");
          // Failed before it could record itself (the database): the log says why.
          else if (!started) reject(new Error("the sync did not start"));
        });
      }),
    nextRunAt: () => nextAt,
    stop: async () => {
      clearTimeout(timer);
      nextAt = undefined;
      abort.abort(new Error("the server is stopping"));
      await Promise.all(underWay);
    },
  };
}
