import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";

// A token that changes whenever anything a public page shows changes (catalogue import, site content,
// configuration, fetched photos). Rendered pages are cached per token (server/page-cache.ts); the
// writers may run in another process (`npm run import`, `npm run demo`), so it lives in the database.
const key = "content.version";
// The server (server/: the page cache, the redirects) and the built application (the desk's writers)
// are separate module instances in one process: the listeners live on globalThis, so that a change
// made through either is heard by both at once, not at the next version check.
const registry = Symbol.for("site.content-change-listeners");
const shared = globalThis as { [registry]?: Set<() => void> };
shared[registry] ??= new Set();
const listeners = shared[registry];

/**
 * Tells `listener` when this process changes the version (a writer in another process is only seen by
 * reading the version again). Returns a function that stops it.
 */
export function onContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("site_setting")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? "initial";
}

/** A new token (random, so that two writers at once never produce the same one). */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  const value = randomUUID();
  await db
    .insertInto("site_setting")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  for (const listener of listeners) listener();
}
