import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import { storeMediaContent } from "#app/data/media/media-store.server.ts";
import {
  forgetSettledAttempts,
  linkRemoteMedia,
  type RemoteMediaToFetch,
  recordFailedAttempt,
  remoteMediaBacklog,
} from "#app/data/media/remote-media.server.ts";
import type { Database } from "#app/data/schema.ts";
import { maxMediaBytes } from "#app/model/media/media-limits.ts";
import { documentTypeOf, imageTypeOf } from "./media-type.server.ts";
import { nextAttemptAt } from "./remote-media-backoff.server.ts";
import { safeFetch } from "./safe-fetch.server.ts";

// Photos and documents a snapshot gives as http(s) URLs are recorded at import and fetched here
// (after each import): stored like local files, then linked to every attachment with that URL.
// docs/requirements.md §11 "Files": a few at once, within one time budget for the whole run, so that hosts that never
// answer cannot hold an import for minutes; a URL that fails waits longer each time before it is tried
// again (remote-media-backoff.server.ts), and only public addresses are fetched (safe-fetch.server.ts).

export interface FetchOptions {
  mediaDir: string;
  now: Date;
  /** Files fetched at once. */
  concurrency?: number;
  /** Time for the whole run; what is not fetched by then is left for the next run. */
  budgetMs?: number;
  /** Time for one file, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only (a local server): host names that may resolve to non-public addresses. */
  allowPrivateHosts?: readonly string[];
}

export interface RemoteMediaFailure {
  url: string;
  problem: string;
  nextAttemptAt: Date;
}

export interface RemoteMediaReport {
  fetched: number;
  failed: RemoteMediaFailure[];
  /** URLs not tried: still in back-off after failing before. */
  waiting: number;
  /** URLs not reached before the budget ran out, tried first next time. */
  notReached: number;
}

const defaultBudgetMs = 60_000;
const acceptedTypes = /^(image\/(jpeg|png|webp|avif|gif)|application\/pdf)$/;

export async function fetchRemoteMedia(
  db: Kysely<Database>,
  options: FetchOptions,
): Promise<RemoteMediaReport> {
  await forgetSettledAttempts(db);
  const { due, waiting } = await remoteMediaBacklog(db, options.now);
  const budgetMs = options.budgetMs ?? defaultBudgetMs;
  const budget = signalAfter(budgetMs, `was cut off when this run's ${budgetMs / 1000} s ran out`);
  const report: RemoteMediaReport = { fetched: 0, failed: [], waiting, notReached: 0 };
  // Database writes one at a time: two URLs with the same content must not both insert it.
  let writes = Promise.resolve();
  const inTurn = (write: () => Promise<void>) => {
    writes = writes.then(write);
    return writes;
  };
  const queue = [...due];
  const worker = async () => {
    for (let item = queue.shift(); item && !budget.signal.aborted; item = queue.shift()) {
      const outcome = await fetchOne(item, options, budget.signal);
      await inTurn(() => record(db, item, outcome, options, report));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  budget.cancel();
  report.notReached = due.length - report.fetched - report.failed.length;
  // Pages now show these photos.
  if (report.fetched > 0) await bumpContentVersion(db);
  return report;
}

type Outcome =
  | { ok: true; body: Buffer; mimeType: string }
  | { ok: false; problem: string; refused?: boolean };

async function fetchOne(
  item: RemoteMediaToFetch,
  options: FetchOptions,
  budget: AbortSignal,
): Promise<Outcome> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timeout = signalAfter(timeoutMs, `gave no complete answer within ${timeoutMs / 1000} s`);
  try {
    const fetched = await safeFetch(item.url, {
      signal: AbortSignal.any([budget, timeout.signal]),
      maxBytes: options.maxBytes ?? maxMediaBytes,
      acceptedTypes,
      allowPrivateHosts: options.allowPrivateHosts,
    });
    if (!fetched.ok) return fetched;
    // The content decides, not the header: a photo must be an image sharp can read.
    const type = item.asPhoto
      ? await imageTypeOf(fetched.body)
      : await documentTypeOf(fetched.body);
    return "problem" in type
      ? { ok: false, problem: type.problem }
      : { ok: true, body: fetched.body, mimeType: type.mimeType };
  } finally {
    timeout.cancel();
  }
}

async function record(
  db: Kysely<Database>,
  item: RemoteMediaToFetch,
  outcome: Outcome,
  options: FetchOptions,
  report: RemoteMediaReport,
): Promise<void> {
  if (outcome.ok) {
    const { mediaDir, now } = options;
    const stored = await storeMediaContent(db, mediaDir, outcome.body, outcome.mimeType, now);
    await linkRemoteMedia(db, item.url, stored);
    report.fetched++;
    return;
  }
  const attempts = item.attempts + 1;
  const failure = {
    url: item.url,
    problem: outcome.problem,
    nextAttemptAt: nextAttemptAt(attempts, options.now, outcome.refused),
  };
  await recordFailedAttempt(db, {
    url: item.url,
    attempts,
    at: options.now,
    nextAttemptAt: failure.nextAttemptAt,
    error: failure.problem,
  });
  report.failed.push(failure);
}

/** A signal that fires after `ms` with `message` as its reason; `cancel` when no longer needed. */
function signalAfter(ms: number, message: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(message)), ms);
  return { signal: controller.signal, cancel: () => clearTimeout(timer) };
}
