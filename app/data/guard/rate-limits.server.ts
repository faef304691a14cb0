import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

export interface RateWindow {
  /** Who is counted: a hash of the form and the client address (services/guard/rate-limits.server.ts). */
  bucket: string;
  /** The start of the slot the hit falls in (a tenth of a sliding window), ms since 1970. */
  windowStart: number;
  /** When the slot's count no longer matters and its row may go. */
  expiresAt: number;
}

/**
 * Adds one hit to a bucket's slot and answers the slot's hits so far, the new one included. One upsert: two
 * servers counting at the same moment on PostgreSQL both land in the same row (no read-then-write).
 */
export async function countHit(db: Kysely<Database>, window: RateWindow): Promise<number> {
  const row = await db
    .insertInto("rate_limit")
    .values({
      bucket: window.bucket,
      window_start: window.windowStart,
      expires_at: window.expiresAt,
      hits: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(["bucket", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limit.hits", "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** A bucket's hits in the slots that start after `since`, counting nothing. */
export async function hitsSince(
  db: Kysely<Database>,
  bucket: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom("rate_limit")
    .select((eb) => eb.fn.sum<number | string | null>("hits").as("hits"))
    .where("bucket", "=", bucket)
    .where("window_start", ">", since)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Deletes the slots that no longer count, as of `now`. */
export async function forgetEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("rate_limit").where("expires_at", "<", now).execute();
}

/** Takes back one hit of a bucket's slot (a login that succeeded, ADR 035); never below zero. */
export async function uncountHit(db: Kysely<Database>, window: RateWindow): Promise<void> {
  await db
    .updateTable("rate_limit")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("bucket", "=", window.bucket)
    .where("window_start", "=", window.windowStart)
    .where("hits", ">", 0)
    .execute();
}
