import { type Kysely, sql } from "kysely";
import type { Engine } from "#app/data/database.server.ts";
import type { Database } from "#app/data/schema.ts";

// One sync at a time (docs/requirements.md §11): within a process by a flag, and between servers
// sharing a PostgreSQL database by a session advisory lock, held on one connection for the whole run.
// An embedded SQLite database belongs to one server, so the flag is enough there.

/** The number naming the sync's advisory lock: "SYNC" in ASCII. */
export const syncLockKey = 0x53_59_4e_43;

let runningHere = false;

/** Runs `work` unless another sync holds the lock; then answers undefined at once. */
export async function withSyncLock<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (runningHere) return undefined;
  runningHere = true;
  try {
    if (engine !== "postgres") return await work();
    return await db.connection().execute(async (connection) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${syncLockKey}) as locked`.execute(connection);
      if (!rows[0]?.locked) return undefined;
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${syncLockKey})`.execute(connection);
      }
    });
  } finally {
    runningHere = false;
  }
}
