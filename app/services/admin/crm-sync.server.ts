import type { Kysely } from "kysely";
import { appendStaffAudit } from "#app/data/admin/staff-audit.server.ts";
import { recentSyncRuns } from "#app/data/catalogue/sync-runs.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SyncRun } from "#app/model/catalogue/sync-run.ts";
import type { CrmSyncControl } from "./desk-operations.ts";

// The desk's CRM sync page (docs/requirements.md §17 "CRM sync", ADR 054): the last runs, the next
// planned one, and "sync now", one run at a time across servers (the sync's lock decides).

export const shownRuns = 20;

export interface SyncOverview {
  /** False when the Omnicasa access is not set: nothing to sync. */
  configured: boolean;
  runs: SyncRun[];
  nextRunAt: Date | undefined;
}

export async function syncOverview(
  db: Kysely<Database>,
  control: CrmSyncControl | undefined,
): Promise<SyncOverview> {
  return {
    configured: control !== undefined,
    runs: await recentSyncRuns(db, shownRuns),
    nextRunAt: control?.nextRunAt(),
  };
}

/** Starts a run now (audited "sync.start" once it holds the lock); `busy` while another runs. */
export async function startSyncNow(
  db: Kysely<Database>,
  control: CrmSyncControl | undefined,
  who: { staffId: number; clientAddress: string },
  now: Date,
): Promise<"started" | "busy" | "not-configured"> {
  if (!control) return "not-configured";
  const outcome = await control.runNow(who.staffId);
  if (outcome === "started") await appendStaffAudit(db, { ...who, action: "sync.start" }, now);
  return outcome;
}
