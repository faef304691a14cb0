import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { StoredMedia } from "./media-store.server.ts";

// Photos and documents a snapshot gives as http(s) URLs, waiting to be fetched, and the failed attempts
// that hold some of them back (db/migrations/0007-remote-media-attempts.ts).

export interface RemoteMediaToFetch {
  url: string;
  /** A URL used as a photo anywhere must be an image; one used only as a document may be a PDF. */
  asPhoto: boolean;
  /** Failed attempts in a row so far. */
  attempts: number;
}

export interface RemoteMediaBacklog {
  /** URLs to try now: never tried first, then those whose back-off has ended, each in URL order. */
  due: RemoteMediaToFetch[];
  /** URLs still in back-off after failing. */
  waiting: number;
}

export interface FailedAttempt {
  url: string;
  attempts: number;
  at: Date;
  nextAttemptAt: Date;
  error: string;
}

export async function remoteMediaBacklog(
  db: Kysely<Database>,
  now: Date,
): Promise<RemoteMediaBacklog> {
  const rows = await db
    .selectFrom("attachment as a")
    .leftJoin("remote_media_attempt as r", "r.url", "a.url")
    .select(["a.url", "a.kind", "r.attempts", "r.next_attempt_at"])
    .distinct()
    .where("a.media_file_id", "is", null)
    .where("a.kind", "in", ["photo", "document"])
    .where((eb) => eb.or([eb("a.url", "like", "http://%"), eb("a.url", "like", "https://%")]))
    .execute();
  const byUrl = new Map<string, RemoteMediaToFetch & { waiting: boolean }>();
  for (const row of rows) {
    if (!row.url) continue;
    const known = byUrl.get(row.url);
    const waiting = row.next_attempt_at !== null && new Date(row.next_attempt_at) > now;
    byUrl.set(row.url, {
      url: row.url,
      asPhoto: row.kind === "photo" || (known?.asPhoto ?? false),
      attempts: row.attempts ?? 0,
      waiting,
    });
  }
  const all = [...byUrl.values()];
  const due = all
    .filter((item) => !item.waiting)
    .sort((a, b) => Math.sign(a.attempts) - Math.sign(b.attempts) || a.url.localeCompare(b.url))
    .map(({ waiting: _, ...item }) => item);
  return { due, waiting: all.length - due.length };
}

/** Links a fetched file to every attachment still waiting for that URL, with its pixel size. */
export async function linkRemoteMedia(
  db: Kysely<Database>,
  url: string,
  stored: StoredMedia,
): Promise<void> {
  await db
    .updateTable("attachment")
    .set({
      media_file_id: stored.id,
      ...(stored.width && stored.height ? { width: stored.width, height: stored.height } : {}),
    })
    .where("url", "=", url)
    .where("media_file_id", "is", null)
    .execute();
  await db.deleteFrom("remote_media_attempt").where("url", "=", url).execute();
}

export async function recordFailedAttempt(
  db: Kysely<Database>,
  attempt: FailedAttempt,
): Promise<void> {
  const values = {
    attempts: attempt.attempts,
    last_attempt_at: attempt.at,
    next_attempt_at: attempt.nextAttemptAt,
    last_error: attempt.error.slice(0, 500),
  };
  await db
    .insertInto("remote_media_attempt")
    .values({ url: attempt.url, ...values })
    .onConflict((oc) => oc.column("url").doUpdateSet(values))
    .execute();
}

/** Forgets the attempts on URLs no attachment waits for any more (removed from the catalogue). */
export async function forgetSettledAttempts(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom("remote_media_attempt as r")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("attachment as a")
            .select("a.id")
            .whereRef("a.url", "=", "r.url")
            .where("a.media_file_id", "is", null),
        ),
      ),
    )
    .execute();
}
