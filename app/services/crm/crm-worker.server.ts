import type { Kysely } from "kysely";
import {
  claimDueDeliveries,
  markDelivered,
  markDeliveryFailed,
  scheduleDeliveryRetry,
} from "#app/data/crm/crm-deliveries.server.ts";
import { activePauses, pauseTarget } from "#app/data/crm/crm-pause.server.ts";
import { readLeadForCrm } from "#app/data/crm/lead-for-crm.server.ts";
import type { Database } from "#app/data/schema.ts";
import {
  type CrmRetryPolicy,
  defaultCrmRetryPolicy,
  nextCrmAttempt,
} from "#app/domain/crm-retry.ts";
import type { CrmDelivery, CrmOutcome, CrmTarget } from "#app/model/crm/crm-delivery.ts";
import type { ClaimedDelivery, UnsubscribePayload } from "#app/model/crm/crm-queue.ts";
import { type PollingLoop, pollingLoop } from "#app/services/polling-loop.ts";

// The CRM worker (issue 28 "Deliver", ADR 064), the mail worker's pattern (ADR 022): started and stopped
// with the server, it sends the queued deliveries to their targets, retries with backoff up to a limit,
// pauses a target whose CRM refuses us, and fails a delivery the CRM refuses. Several servers may run it
// on one PostgreSQL database.

type Log = (message: string, fields?: Record<string, unknown>) => void;

export interface CrmWorkerOptions {
  db: Kysely<Database>;
  /** The CRMs this site sends to (the webhook, Omnicasa); leads are queued for these only. */
  targets: readonly CrmTarget[];
  log: { info: Log; warn: Log; error: Log };
  pollMs?: number;
  /** How long one call may take; past it the attempt's outcome is unknown (it may have arrived). */
  sendTimeoutMs?: number;
  retry?: CrmRetryPolicy;
  /** The clock; the system's by default (tests move it on rather than wait for a retry). */
  now?: () => Date;
}

const batchSize = 5;

/** Started with the server (with no target it only idles); `runOnce` sends every delivery due now. */
export function startCrmWorker(options: CrmWorkerOptions): PollingLoop {
  const { db, targets, log, now: clock = () => new Date() } = options;
  const policy = options.retry ?? defaultCrmRetryPolicy;
  const pollMs = options.pollMs ?? 5_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  // As the outbox's (ADR 022): a claim is this worker's until every send of its batch could have timed out.
  const leaseMs = batchSize * sendTimeoutMs + 60_000;
  const byName = new Map(targets.map((target) => [target.name, target]));
  let stopped = false;

  const record = async (claimed: ClaimedDelivery, outcome: CrmOutcome) => {
    const fields = { delivery: claimed.id, target: claimed.target, leadId: claimed.leadId };
    const now = clock();
    if (outcome.kind === "delivered") {
      await markDelivered(db, claimed.id, outcome.answer, now);
      log.info("crm delivery sent", { ...fields, attempts: claimed.attempts });
      return;
    }
    if (outcome.kind === "pause") {
      const until = new Date(now.getTime() + policy.pauseMs);
      await pauseTarget(db, { target: claimed.target, until, reason: outcome.error });
      // A pause costs no attempt: the delivery goes once the target may be tried again.
      await scheduleDeliveryRetry(db, claimed.id, {
        at: until,
        error: outcome.error,
        unknown: false,
        free: true,
      });
      log.error("crm target paused", {
        ...fields,
        until: until.toISOString(),
        error: outcome.error,
      });
      return;
    }
    const retryAt =
      outcome.kind === "retry" ? nextCrmAttempt(claimed.attempts, now, policy) : undefined;
    if (outcome.kind === "retry" && retryAt) {
      await scheduleDeliveryRetry(db, claimed.id, {
        at: retryAt,
        error: outcome.error,
        unknown: outcome.unknown,
      });
      log.warn("crm delivery not sent, will retry", {
        ...fields,
        attempts: claimed.attempts,
        retryAt: retryAt.toISOString(),
        unknown: outcome.unknown,
        error: outcome.error,
      });
      return;
    }
    await markDeliveryFailed(db, claimed.id, outcome.error);
    // The final word on this delivery: the desk shows it failed, with "send again".
    log.error("crm delivery failed", {
      ...fields,
      attempts: claimed.attempts,
      refused: outcome.kind === "refused",
      error: outcome.error,
    });
  };

  const deliver = async (claimed: ClaimedDelivery, target: CrmTarget) => {
    const delivery = await deliveryOf(db, claimed);
    if (!delivery) {
      await markDeliveryFailed(db, claimed.id, "the lead was deleted before it was sent");
      return;
    }
    const controller = new AbortController();
    const attempt = {
      deliveryId: claimed.id,
      number: claimed.attempts,
      earlierUnknown: claimed.earlierUnknown,
      signal: controller.signal,
    };
    await record(
      claimed,
      await withDeadline(target.send(delivery, attempt), controller, sendTimeoutMs),
    );
  };

  const sendDue = async () => {
    // No CRM set up: nothing is ever queued (crm-targets), nothing to look at.
    if (byName.size === 0) return;
    for (;;) {
      if (stopped) return;
      const now = clock();
      const paused = new Set((await activePauses(db, now)).map((pause) => pause.target));
      const open = [...byName.keys()].filter((name) => !paused.has(name));
      const batch = await claimDueDeliveries(db, {
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        limit: batchSize,
        targets: open,
      });
      for (const claimed of batch) {
        if (stopped) return;
        const target = byName.get(claimed.target);
        if (!target) continue;
        // A target paused by an earlier delivery of this batch: the rest wait for the pause's end.
        const pause = (await activePauses(db, clock())).find((p) => p.target === claimed.target);
        if (pause) {
          await scheduleDeliveryRetry(db, claimed.id, {
            at: pause.until,
            error: pause.reason,
            unknown: claimed.earlierUnknown,
            free: true,
          });
          continue;
        }
        await deliver(claimed, target);
      }
      if (batch.length < batchSize || stopped) return;
    }
  };

  const runOnce = async () => {
    try {
      await sendDue();
    } catch (error) {
      // The database went away: the deliveries stay queued, the next tick tries again.
      log.warn("crm worker run failed", { error: messageOf(error) });
    }
  };

  const loop = pollingLoop(runOnce, pollMs);
  return {
    runOnce: loop.runOnce,
    stop: async () => {
      stopped = true;
      await loop.stop();
    },
  };
}

async function deliveryOf(
  db: Kysely<Database>,
  claimed: ClaimedDelivery,
): Promise<CrmDelivery | undefined> {
  if (claimed.kind === "unsubscribe") {
    const person = JSON.parse(claimed.payload ?? "{}") as UnsubscribePayload;
    return {
      kind: "unsubscribe",
      email: person.email,
      language: person.language,
      at: claimed.createdAt,
    };
  }
  const lead = claimed.leadId === null ? undefined : await readLeadForCrm(db, claimed.leadId);
  return lead && { kind: "lead", lead };
}

/**
 * A call that has not ended by the deadline is aborted and counts as unknown: it may have reached the
 * CRM. A target that throws is a bug, retried: its message is logged, never its stack.
 */
function withDeadline(
  send: Promise<CrmOutcome>,
  controller: AbortController,
  ms: number,
): Promise<CrmOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late: CrmOutcome = {
    kind: "retry",
    error: `no answer within ${ms / 1000} s; it may have arrived`,
    unknown: true,
  };
  const deadline = new Promise<CrmOutcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(late.error));
      resolve(late);
    }, ms);
  });
  const guarded = send.catch(
    (error: unknown): CrmOutcome => ({
      kind: "retry",
      error: `the CRM call failed: ${messageOf(error)}`,
      unknown: true,
    }),
  );
  return Promise.race([guarded, deadline]).finally(() => clearTimeout(timer));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
