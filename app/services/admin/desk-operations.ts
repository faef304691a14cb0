// What the desk operates beyond the database (ADR 054): the server hands these to every request of the
// desk (app/contexts.ts), made once at start from the environment.

/** The server's CRM sync worker (server/sync-worker.ts), when the Omnicasa access is configured. */
export interface CrmSyncControl {
  /**
   * Starts a run now, in the background, unless another holds the sync lock (on this server or,
   * on PostgreSQL, any server); resolves as soon as that is known.
   */
  runNow(staffId: number): Promise<"started" | "busy">;
  /** When this server's schedule (SYNC_INTERVAL_MINUTES) runs next; undefined without one, or while it runs. */
  nextRunAt(): Date | undefined;
}

/** The server's maker of a library image's variants in the background (server/library-variants.ts, ADR 059). */
export interface MediaVariantQueue {
  /** Queues the variants of an original this wide; settles, never rejecting, when all are done. */
  add(image: { sha256: string; width: number }): Promise<{ made: number; failed: number }>;
}

export interface DeskOperations {
  /** SMTP_URL; undefined when mails are written as files to the outbox folder instead. */
  smtpUrl: string | undefined;
  sync: CrmSyncControl | undefined;
  variants: MediaVariantQueue;
}
