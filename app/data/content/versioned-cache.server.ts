import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { readContentVersion } from "./content-version.server.ts";

/** A value made from public content, and what it weighs in memory. */
export interface Sized<T> {
  value: T;
  bytes: number;
}

interface Store<T> {
  version: string;
  /** Least recently used first: the Map's order is the eviction order. */
  entries: Map<string, Sized<T>>;
  bytes: number;
}

/**
 * Values made from what visitors see, kept per key while the content version stays the same (issue 28
 * defect 10: the listings' map points). The version is read on every call, so that a change made by any
 * process (an import, a sync, a publish: each bumps it) is never answered from an older value; that read
 * is one row, the value it saves is thousands. Bounded: past `maxBytes`, the least recently used go.
 * One store per database: the tests run several sites in one process.
 */
export function versionedCache<T>(maxBytes: number) {
  const stores = new WeakMap<Kysely<Database>, Store<T>>();
  return async (
    db: Kysely<Database>,
    key: string,
    make: () => Promise<Sized<T>>,
  ): Promise<{ value: T; version: string }> => {
    const version = await readContentVersion(db);
    let store = stores.get(db);
    if (store?.version !== version) {
      store = { version, entries: new Map(), bytes: 0 };
      stores.set(db, store);
    }
    const kept = store.entries.get(key);
    if (kept) {
      store.entries.delete(key);
      store.entries.set(key, kept);
      return { value: kept.value, version };
    }
    const made = await make();
    // A value made while the version changed is answered, not kept: the next call makes it again.
    if (stores.get(db) !== store || made.bytes > maxBytes) return { value: made.value, version };
    store.entries.set(key, made);
    store.bytes += made.bytes;
    for (const [oldest, entry] of store.entries) {
      if (store.bytes <= maxBytes) break;
      store.entries.delete(oldest);
      store.bytes -= entry.bytes;
    }
    return { value: made.value, version };
  };
}
