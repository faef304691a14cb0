import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { CrmTargetName } from "#app/model/crm/crm-delivery.ts";
import type { CrmPause } from "#app/model/crm/crm-queue.ts";

// A CRM target paused as a whole (ADR 064): its CRM refused our credentials or its quota is spent, so
// nothing goes to it until the pause ends; the desk says why.

export async function pauseTarget(db: Kysely<Database>, pause: CrmPause): Promise<void> {
  await db
    .insertInto("crm_pause")
    .values({ target: pause.target, paused_until: pause.until, reason: pause.reason.slice(0, 500) })
    .onConflict((oc) =>
      oc
        .column("target")
        .doUpdateSet({ paused_until: pause.until, reason: pause.reason.slice(0, 500) }),
    )
    .execute();
}

/** The pauses that last at `now`. */
export async function activePauses(db: Kysely<Database>, now: Date): Promise<CrmPause[]> {
  const rows = await db
    .selectFrom("crm_pause")
    .selectAll()
    .where("paused_until", ">", now)
    .execute();
  return rows.map((row) => ({
    target: row.target as CrmTargetName,
    until: new Date(row.paused_until),
    reason: row.reason,
  }));
}
