import type { SyncRun } from "#app/model/catalogue/sync-run.ts";

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
}
