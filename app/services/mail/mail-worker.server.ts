import type { Kysely } from "kysely";
import { deleteStaffAuditBefore } from "#app/data/admin/audit-log.server.ts";
import { deleteSyncRunsBefore } from "#app/data/catalogue/sync-runs.server.ts";
import { deleteLeadsBefore } from "#app/data/leads/leads.server.ts";
import { pauseAt } from "#app/data/leads/mail-pause.server.ts";
import {
  claimDueMessages,
  markFailed,
  markSent,
  scheduleRetry,
} from "#app/data/mail/outbox.server.ts";
import type { Database } from "#app/data/schema.ts";
import { auditRetentionCutoff } from "#app/domain/audit-retention.ts";
import { retentionCutoff } from "#app/domain/lead-retention.ts";
import { afterFailure, defaultRetryPolicy, type RetryPolicy } from "#app/domain/mail-retry.ts";
import { syncRunRetentionMonths } from "#app/model/catalogue/sync-run.ts";
import { type QueuedMail, typedAddressKinds } from "#app/model/leads/lead.ts";
import { pollingLoop } from "#app/services/polling-loop.ts";
import { MailError, type MailTransport } from "./mail-transport.server.ts";

// The mail worker (docs/requirements.md §14 "Never lost", ADR 022): started and stopped with the
// server, it sends what the forms queued in the outbox, retries, gives up loudly, and deletes the
// leads, audit entries and CRM sync runs past their retention. Several servers may run it on one PostgreSQL database.

type Log = (message: string, fields?: Record<string, unknown>) => void;

export interface MailWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  log: { info: Log; warn: Log; error: Log };
  /** LEAD_RETENTION_MONTHS. */
  retentionMonths: number;
  /** How often the outbox is looked at. */
  pollMs?: number;
  /** How long one send may take before it counts as failed (and is tried again later). */
  sendTimeoutMs?: number;
  retry?: RetryPolicy;
  /** How often old leads are deleted. */
  retentionEveryMs?: number;
  /** The clock; the system's by default (tests move it on rather than wait for a retry to fall due). */
  now?: () => Date;
}

export interface MailWorker {
  /** Sends every message due now, then deletes old leads if it is time; what a tick does. */
  runOnce(): Promise<void>;
  /** Starts no other run; resolves when the one under way has ended. */
  stop(): Promise<void>;
}

/** Messages claimed at once: their lease covers this many sends, each bounded by sendTimeoutMs. */
const batchSize = 5;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log, now: clock = () => new Date() } = options;
  const pollMs = options.pollMs ?? 5_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  // A claimed message is this worker's until every send of its batch could have timed out, plus a
  // margin for the database: past it (a crash mid-send), another run sends it again (ADR 022).
  const leaseMs = batchSize * sendTimeoutMs + 60_000;
  const retentionEveryMs = options.retentionEveryMs ?? 3_600_000;
  let lastRetention = 0;
  let stopped = false;

  const deliver = async (mail: QueuedMail) => {
    try {
      await withDeadline(transport.send(mail), sendTimeoutMs);
      await markSent(db, mail.id, clock());
      log.info("mail sent", { messageId: mail.messageId, kind: mail.kind, leadId: mail.leadId });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof MailError && error.permanent;
      const step = afterFailure(
        { permanent, message },
        mail.attempts,
        mail.queuedAt,
        clock(),
        options.retry ?? defaultRetryPolicy,
      );
      if ("retryAt" in step) {
        await scheduleRetry(db, mail.id, step.retryAt, message);
        log.warn("mail not sent, will retry", {
          messageId: mail.messageId,
          attempts: mail.attempts,
          retryAt: step.retryAt.toISOString(),
          error: message,
        });
      } else {
        await markFailed(db, mail.id, message);
        // The final word on this mail: the agency must look at the lead in the database.
        log.error("mail failed", {
          messageId: mail.messageId,
          kind: mail.kind,
          leadId: mail.leadId,
          attempts: mail.attempts,
          permanent,
          error: message,
        });
      }
    }
  };

  const sendDue = async () => {
    for (;;) {
      // A worker told to stop claims nothing more: a claim it would not send waits out its lease.
      if (stopped) return;
      const now = clock();
      const leaseUntil = new Date(now.getTime() + leaseMs);
      // While a burst of new recipients pauses them, mails to typed addresses stay queued (ADR 034).
      const paused = await pauseAt(db, now.getTime());
      const batch = await claimDueMessages(db, {
        now,
        leaseUntil,
        limit: batchSize,
        skipKinds: paused ? typedAddressKinds : [],
      });
      for (const mail of batch) {
        if (stopped) return;
        await deliver(mail);
      }
      if (batch.length < batchSize || stopped) return;
    }
  };

  const deleteOldLeads = async () => {
    const now = clock().getTime();
    if (now - lastRetention < retentionEveryMs) return;
    lastRetention = now;
    const cutoff = retentionCutoff(new Date(now), options.retentionMonths);
    const deleted = await deleteLeadsBefore(db, cutoff);
    if (deleted > 0) log.info("old leads deleted", { deleted, before: cutoff.toISOString() });
    // The staff audit log is kept 24 months whatever the leads' retention (ADR 055).
    const auditCutoff = auditRetentionCutoff(new Date(now));
    const entries = await deleteStaffAuditBefore(db, auditCutoff);
    if (entries > 0)
      log.info("old audit entries deleted", { entries, before: auditCutoff.toISOString() });
    const runsCutoff = retentionCutoff(new Date(now), syncRunRetentionMonths);
    const runs = await deleteSyncRunsBefore(db, runsCutoff);
    if (runs > 0) log.info("old sync runs deleted", { runs, before: runsCutoff.toISOString() });
  };

  const runOnce = async () => {
    try {
      await sendDue();
      await deleteOldLeads();
    } catch (error) {
      // The database went away: the messages stay queued, the next tick tries again.
      log.warn("mail worker run failed", { error });
    }
  };

  const loop = pollingLoop(runOnce, pollMs);
  return {
    runOnce: loop.runOnce,
    stop: async () => {
      stopped = true;
      await loop.stop();
      transport.close();
    },
  };
}

/**
 * A send that has not ended by the deadline fails as a transient error, so that it ends within the
 * lease. If the SMTP server accepts it later after all, the resend is the same message (same bytes,
 * same Message-ID): at least once, never two different mails.
 */
function withDeadline(send: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailError(`no answer from SMTP in ${ms} ms`, false)), ms);
  });
  return Promise.race([send, deadline]).finally(() => clearTimeout(timer));
}
