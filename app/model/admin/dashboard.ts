import type { SyncRun } from "#app/model/catalogue/sync-run.ts";
import type { CrmPause } from "#app/model/crm/crm-queue.ts";

// The desk's dashboard (docs/requirements.md §17 "Dashboard", ADR 054): the figures an agency looks at
// first, each leading to the list it counts.

export interface FormCount {
  form: string;
  count: number;
}

export interface Dashboard {
  /** The agency's day and week (from Monday), as YYYY-MM-DD, for the leads list's `from` filter. */
  today: string;
  weekStart: string;
  leadsToday: FormCount[];
  leadsThisWeek: FormCount[];
  newLeads: number;
  failedMails: number;
  lastSync: SyncRun | undefined;
  onOffer: { sale: number; rent: number };
  ownersNeverLoggedIn: number;
  /** The CRM queue at a glance (issue 28, ADR 064); none when no CRM is set up. */
  crm: CrmFigures | undefined;
}

/**
 * Leads whose delivery failed or is being retried, as the leads list filtered by that CRM state counts
 * them (spam left out), and the CRM targets paused now, with why and until when.
 */
export interface CrmFigures {
  failed: number;
  retrying: number;
  pauses: CrmPause[];
}
