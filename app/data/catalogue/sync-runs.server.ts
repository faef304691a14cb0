import type { Kysely, Selectable } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { SyncKind, SyncRun, SyncRunEnd, SyncTrigger } from "#app/model/catalogue/sync-run.ts";
import type { SyncRunTable } from "./schema.ts";
import { recordRunKind, runKinds } from "./sync-run-kinds.server.ts";

// The CRM sync's runs (migration 0031, ADR 054), written by the sync while it holds the sync lock.

/** The problems kept with a failed run: the first ones say what went wrong; the count says how many. */
const keptErrors = 10;

/**
 * Records a run starting. The caller holds the sync lock, so a run still `running` is one whose server
 * stopped mid-run: it is marked `interrupted` now.
 */
export async function beginSyncRun(
  db: Kysely<Database>,
  trigger: SyncTrigger,
  now: Date,
  kind: SyncKind = "full",
): Promise<number> {
  await db
    .updateTable("sync_run")
    .set({ status: "interrupted", ended_at: now })
    .where("status", "=", "running")
    .execute();
  const row = await db
    .insertInto("sync_run")
    .values({
      trigger: trigger.kind,
      staff_id: trigger.kind === "staff" ? trigger.staffId : null,
      status: "running",
      started_at: now,
      ended_at: null,
      pages: null,
      created: null,
      updated: null,
      withdrawn: null,
      error_count: 0,
      failed_page: null,
      errors: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordRunKind(db, row.id, kind);
  return row.id;
}

export async function endSyncRun(
  db: Kysely<Database>,
  id: number,
  end: SyncRunEnd,
  now: Date,
): Promise<void> {
  const kept = (errors: string[]) =>
    errors.length > 0 ? errors.slice(0, keptErrors).join("\n").slice(0, 4000) : null;
  const values =
    end.status === "done"
      ? {
          pages: end.pages,
          created: end.created,
          updated: end.updated,
          withdrawn: end.withdrawn,
          // A done run's problems are the records it left out.
          error_count: end.refused?.length ?? 0,
          errors: kept(end.refused ?? []),
        }
      : {
          error_count: end.errorCount,
          failed_page: end.failedPage ?? null,
          errors: kept(end.errors),
        };
  await db
    .updateTable("sync_run")
    .set({ status: end.status, ended_at: now, ...values })
    .where("id", "=", id)
    .execute();
}

/** The last runs, newest first. */
export async function recentSyncRuns(db: Kysely<Database>, limit: number): Promise<SyncRun[]> {
  const rows = await db
    .selectFrom("sync_run")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const kindOf = await runKinds(db);
  return rows.map((row) => toSyncRun(row, kindOf(row.id)));
}

function toSyncRun(row: Selectable<SyncRunTable>, kind: SyncKind): SyncRun {
  const count = (value: number | null) => (value === null ? undefined : Number(value));
  return {
    id: row.id,
    trigger: row.trigger,
    kind,
    status: row.status,
    startedAt: new Date(row.started_at),
    endedAt: row.ended_at === null ? undefined : new Date(row.ended_at),
    pages: count(row.pages),
    created: count(row.created),
    updated: count(row.updated),
    withdrawn: count(row.withdrawn),
    errorCount: Number(row.error_count),
    failedPage: row.failed_page ?? undefined,
    errors: row.errors ? row.errors.split("\n") : [],
  };
}

/**
 * Retention (ADR 054): deletes the finished runs started before `cutoff`; answers how many. A run still
 * `running` stays: the next run marks it interrupted.
 */
export async function deleteSyncRunsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("sync_run")
    .where("started_at", "<", cutoff)
    .where("status", "!=", "running")
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
