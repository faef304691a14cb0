import type { Kysely } from "kysely";
import { z } from "zod";
import { readSetting } from "#app/data/config/site-settings.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { SyncKind } from "#app/model/catalogue/sync-run.ts";

// Which runs were full (ADR 066), kept beside the runs without a column of their own: a small document in
// site_setting, as the content version is. Full runs are rare (one a day by default), so it lists them and
// the first run recorded with a kind; every run before that was full, as every run was before ADR 066.
// Written by the sync while it holds the sync lock, so two writers never meet; written without
// writeSetting, which would renew every cached page for a record no page shows.

const key = "sync.run-kinds";

const kindsSchema = z.object({
  /** The first run recorded with a kind. */
  since: z.number().int(),
  /** The full runs from `since` on, among the runs still kept. */
  full: z.array(z.number().int()),
});

type RunKinds = z.infer<typeof kindsSchema>;

function readKinds(db: Kysely<Database>): Promise<RunKinds | undefined> {
  return readSetting(db, key, kindsSchema);
}

/** Records the kind of a run just begun; forgets the full runs the retention has deleted. */
export async function recordRunKind(
  db: Kysely<Database>,
  runId: number,
  kind: SyncKind,
): Promise<void> {
  const kinds = (await readKinds(db)) ?? { since: runId, full: [] };
  const oldest = await db
    .selectFrom("sync_run")
    .select((eb) => eb.fn.min("id").as("id"))
    .executeTakeFirst();
  const kept = kinds.full.filter((id) => id >= Number(oldest?.id ?? runId));
  const value = JSON.stringify({
    since: kinds.since,
    full: kind === "full" ? [...kept, runId] : kept,
  });
  await db
    .insertInto("site_setting")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** The kind of each run by its id. */
export async function runKinds(db: Kysely<Database>): Promise<(runId: number) => SyncKind> {
  const kinds = await readKinds(db);
  if (!kinds) return () => "full";
  const full = new Set(kinds.full);
  return (runId) => (runId < kinds.since || full.has(runId) ? "full" : "changes");
}

/** When the last run that ended well began, of any kind and of the full ones (ADR 066's schedule). */
export async function lastSuccessfulStarts(
  db: Kysely<Database>,
): Promise<{ any: Date | undefined; full: Date | undefined }> {
  const done = db
    .selectFrom("sync_run")
    .select("started_at")
    .where("status", "=", "done")
    .orderBy("started_at", "desc")
    .limit(1);
  const kinds = await readKinds(db);
  const last = await done.executeTakeFirst();
  const lastFull = kinds
    ? await done
        .where((eb) =>
          eb.or([
            eb("id", "<", kinds.since),
            ...(kinds.full.length > 0 ? [eb("id", "in", kinds.full)] : []),
          ]),
        )
        .executeTakeFirst()
    : last;
  const at = (row: { started_at: unknown } | undefined) =>
    row ? new Date(row.started_at as string | Date) : undefined;
  return { any: at(last), full: at(lastFull) };
}
