import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  sql,
} from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { SearchText } from "#app/model/leads/lead-search.ts";

// The leads inbox's free text (docs/requirements.md §17, ADR 051): a whole e-mail or phone number by
// equality on the lead's own keys (migration 0038), part of a text by LIKE on its search text, found
// through the trigram index (migration 0029).

/** Above this many leads holding the needle, reading the list's index and the LIKE finds 50 sooner. */
const fewLeads = 1_000;

/**
 * SQLite: asks the trigram table (migration 0029, ADR 051) which leads may hold the needle, up to
 * `fewLeads` of them (FTS5 reads its lists lazily, so a common word stops early): a rare text (part
 * of an e-mail or of a number) then reads those leads only, not the whole table. An e-mail's part
 * before the `@` is asked first: its domain's trigrams are in most leads and cost the lookup its
 * time; the LIKE judges the whole needle anyway. PostgreSQL reads the same LIKE through pg_trgm's index by itself,
 * and a needle under 3 characters has no trigram.
 */
export async function textCandidates(
  db: Kysely<Database>,
  needle: string,
): Promise<number[] | undefined> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return undefined;
  const pieces = new Set([needle.split("@")[0] ?? "", needle]);
  for (const piece of pieces) {
    if ([...piece].length < 3) continue;
    const { rows } = await sql<{ rowid: number }>`select rowid from lead_search
      where lead_search match ${`"${piece.replaceAll('"', '""')}"`} limit ${fewLeads + 1}`.execute(
      db,
    );
    if (rows.length <= fewLeads) return rows.map((row) => row.rowid);
  }
  return undefined;
}

/**
 * A whole e-mail or phone: the lead's own, equal, through its B-tree index (migration 0038, ADR 051
 * amended 2026-11-28); a needle: the LIKE, which stays the judge of a match (the trigram candidates
 * only say where to look).
 */
export function textMatch(
  eb: ExpressionBuilder<Database, "lead">,
  text: SearchText,
  sqlite: boolean,
) {
  if ("email" in text) return seldom(eb("lead.email_key", "=", text.email), sqlite);
  if ("phone" in text) return seldom(eb("lead.phone_key", "=", text.phone), sqlite);
  return sql<SqlBool>`${eb.ref("lead.search")} like ${likePattern(text.needle)} escape '\\'`;
}

/**
 * SQLite keeps no statistics here: between two equalities it may read an agent's or a property's
 * index in the list's order (thousands of leads) rather than the key's (a person's few). likelihood()
 * tells it that this one holds seldom; PostgreSQL's planner knows it from its statistics.
 */
function seldom(condition: Expression<SqlBool>, sqlite: boolean): Expression<SqlBool> {
  return sqlite ? sql<SqlBool>`likelihood(${condition}, 0.000001)` : condition;
}

/** `%needle%` with the needle's own `%`, `_` and `\` taken literally. */
function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
