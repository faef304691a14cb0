// The CRM sync's runs as the desk shows them (docs/requirements.md §17 "CRM sync", ADR 054).

/** The runs are kept 12 months, then deleted by the mail worker's hourly retention (ADR 054). */
export const syncRunRetentionMonths = 12;

/** Who started a run: the server's schedule (SYNC_INTERVAL_MINUTES), a staff member, or `npm run sync`. */
export type SyncTrigger =
  | { kind: "schedule" }
  | { kind: "staff"; staffId: number }
  | { kind: "command" };

/**
 * ADR 066: a full run fetches every record and withdraws what the CRM no longer lists; a `changes` run
 * fetches the properties changed since the last success and withdraws the ids the CRM says are deleted.
 */
export type SyncKind = "full" | "changes";

/** `interrupted`: still running when a later run took the lock (its server stopped mid-run). */
export type SyncRunStatus = "running" | "done" | "failed" | "interrupted";

export interface SyncRun {
  id: number;
  trigger: SyncTrigger["kind"];
  kind: SyncKind;
  status: SyncRunStatus;
  startedAt: Date;
  endedAt: Date | undefined;
  /** The Omnicasa pages fetched, and what the import did with them; undefined unless done. */
  pages: number | undefined;
  created: number | undefined;
  updated: number | undefined;
  withdrawn: number | undefined;
  errorCount: number;
  /** The page that could not be had (e.g. "GetPropertyList fr rows 51-100"), when that was the failure. */
  failedPage: string | undefined;
  /** The first problems, one per line ("path: message"), never a credential. */
  errors: string[];
}

/** How a run ended, as the sync records it. */
export type SyncRunEnd =
  | {
      status: "done";
      pages: number;
      created: number;
      updated: number;
      withdrawn: number;
      /** The records left out because they could not be read (issue 28, defect 7), one line each. */
      refused?: string[] | undefined;
    }
  | { status: "failed"; errors: string[]; errorCount: number; failedPage?: string | undefined };
