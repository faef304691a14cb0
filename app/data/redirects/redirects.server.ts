import type { Kysely } from "kysely";
import { containsText } from "#app/data/admin/text-match.server.ts";
import { isoTimestamp } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type { RedirectOrigin } from "#app/model/redirects/redirect-path.ts";

// The redirects table (migration 0034, ADR 057): its reads and writes. The use cases that check a
// redirect before writing it are in services/admin/redirects.server.ts.

export interface Redirect {
  id: number;
  from: string;
  to: string;
  origin: RedirectOrigin;
  /** ISO text. */
  createdAt: string;
}

export interface NewRedirect {
  from: string;
  to: string;
}

/** Every redirect, old path to target: what the server answers from (server/redirects.ts). */
export async function readRedirectMap(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom("redirect").select(["from_path", "to_path"]).execute();
  return new Map(rows.map((row) => [row.from_path, row.to_path]));
}

/** Every redirect by old path, with where it came from (a site file holds them all, ADR 056). */
export async function readAllRedirects(
  db: Kysely<Database>,
): Promise<{ from: string; to: string; origin: RedirectOrigin }[]> {
  const rows = await db
    .selectFrom("redirect")
    .select(["from_path", "to_path", "origin"])
    .orderBy("from_path")
    .execute();
  return rows.map((row) => ({ from: row.from_path, to: row.to_path, origin: row.origin }));
}

/** A page of the list by old path, after `after` (the last one of the page before), filtered by text. */
export async function readRedirectPage(
  db: Kysely<Database>,
  query: { text?: string | undefined; after?: string | undefined; limit: number },
): Promise<Redirect[]> {
  let select = db
    .selectFrom("redirect")
    .select(["id", "from_path", "to_path", "origin", "created_at"])
    .orderBy("from_path")
    .limit(query.limit);
  if (query.after !== undefined) select = select.where("from_path", ">", query.after);
  const { text } = query;
  if (text)
    select = select.where((eb) => containsText(eb, [eb.ref("from_path"), eb.ref("to_path")], text));
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_path,
    to: row.to_path,
    origin: row.origin,
    createdAt: isoTimestamp(row.created_at),
  }));
}

export async function insertRedirects(
  db: Kysely<Database>,
  redirects: readonly NewRedirect[],
  written: { origin: RedirectOrigin; staffId: number | null; now: Date },
): Promise<void> {
  // Kept below both engines' limit on bound parameters (SQLite 32,766; PostgreSQL 65,535).
  const perStatement = 1000;
  for (let start = 0; start < redirects.length; start += perStatement) {
    await db
      .insertInto("redirect")
      .values(
        redirects.slice(start, start + perStatement).map((redirect) => ({
          from_path: redirect.from,
          to_path: redirect.to,
          origin: written.origin,
          staff_id: written.staffId,
          created_at: written.now,
        })),
      )
      .execute();
  }
}

/** Removes one redirect; its old path, or undefined when there was none of this id. */
export async function deleteRedirect(
  db: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom("redirect")
    .where("id", "=", id)
    .returning("from_path")
    .executeTakeFirst();
  return row?.from_path;
}

/** Removes the redirects from these old paths, if any. */
export async function deleteRedirectFrom(
  db: Kysely<Database>,
  fromPaths: readonly string[],
): Promise<void> {
  await db.deleteFrom("redirect").where("from_path", "in", fromPaths).execute();
}

/** Points every redirect to `from` at `to` instead (a page's slug changed again: no chain). */
export async function repointRedirects(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<number> {
  const result = await db
    .updateTable("redirect")
    .set({ to_path: to })
    .where("to_path", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
