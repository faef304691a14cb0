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

export interface DeskOperations {
  /** SMTP_URL; undefined when mails are written as files to the outbox folder instead. */
  smtpUrl: string | undefined;
  sync: CrmSyncControl | undefined;
}
