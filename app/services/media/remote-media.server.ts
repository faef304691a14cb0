import type { Kysely } from "kysely";
import { bumpContentVersion } from "#app/data/content/content-version.server.ts";
import { storeMediaContent } from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";
import { maxMediaBytes } from "#app/model/media/media-limits.ts";

// Photos and documents a snapshot gives as http(s) URLs are recorded at import and fetched here when
// reachable (after each import): stored like local files, then linked to every attachment with that URL.
// What cannot be fetched stays recorded and is tried again next time.

export interface FetchOptions {
  mediaDir: string;
  now: Date;
  timeoutMs?: number;
  maxBytes?: number;
}

const acceptedTypes = /^(image\/(jpeg|png|webp|avif|gif)|application\/pdf)$/;

export async function fetchRemoteMedia(
  db: Kysely<Database>,
  options: FetchOptions,
): Promise<{ fetched: number; unreachable: number }> {
  const pending = await db
    .selectFrom("attachment")
    .select("url")
    .distinct()
    .where("media_file_id", "is", null)
    .where("kind", "in", ["photo", "document"])
    .where((eb) => eb.or([eb("url", "like", "http://%"), eb("url", "like", "https://%")]))
    .execute();
  let fetched = 0;
  for (const { url } of pending) {
    if (!url) continue;
    const content = await download(
      url,
      options.timeoutMs ?? 10_000,
      options.maxBytes ?? maxMediaBytes,
    );
    if (!content) continue;
    const stored = await storeMediaContent(
      db,
      options.mediaDir,
      content.body,
      content.type,
      options.now,
    );
    await db
      .updateTable("attachment")
      .set({
        media_file_id: stored.id,
        ...(stored.width && stored.height ? { width: stored.width, height: stored.height } : {}),
      })
      .where("url", "=", url)
      .where("media_file_id", "is", null)
      .execute();
    fetched++;
  }
  // Pages now show these photos.
  if (fetched > 0) await bumpContentVersion(db);
  return { fetched, unreachable: pending.length - fetched };
}

async function download(url: string, timeoutMs: number, maxBytes: number) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
    const type = (res.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!res.ok || !acceptedTypes.test(type)) return undefined;
    const body = Buffer.from(await res.arrayBuffer());
    return body.length > 0 && body.length <= maxBytes ? { body, type } : undefined;
  } catch {
    return undefined;
  }
}
