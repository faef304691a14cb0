import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { mediaKey, type Photo } from "#app/model/media/image-variants.ts";

// Row values that differ between the engines, made uniform (ADR 002).

/**
 * After rows were inserted with ids of their own (a site file's pages and articles, ADR 062): PostgreSQL's
 * sequence moves past them, so the next row made without an id does not collide; SQLite needs nothing.
 */
export async function afterOwnIds(db: Kysely<Database>, table: "menu_page" | "article") {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id)) from ${sql.table(table)}`.execute(
      db,
    );
}

/** SQLite gives 0/1, PostgreSQL true/false. */
export function flag(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** SQLite gives ISO text, PostgreSQL a Date; the catalogue keeps ISO text. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A stored goal: "rent", or "sale" for anything else. */
export function goalOf(value: string): "sale" | "rent" {
  return value === "rent" ? "rent" : "sale";
}

/** null from the database, undefined in the domain (optional fields). */
export function optional<T>(value: T | null): T | undefined {
  return value ?? undefined;
}

export function parseJsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function groupByKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A photo joined to a row (its media file and attachment), if stored with its size. */
export function storedPhoto(row: {
  media_id: number | null;
  sha256: string | null;
  width: number | null;
  height: number | null;
}): Photo | undefined {
  const { media_id: id, sha256, width, height } = row;
  return id !== null && sha256 && width && height
    ? { key: mediaKey(id, sha256), width, height }
    : undefined;
}
