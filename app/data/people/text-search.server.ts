import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";

// A case-insensitive "contains" the same on SQLite and PostgreSQL: lower() on both sides (PostgreSQL's
// LIKE tells cases apart, SQLite's only for ASCII), with % and _ in the searched text taken literally.

/** The LIKE pattern of "contains `text`", its wildcards escaped with a backslash. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/** True where the column's text contains `text`, whatever the case. */
export function contains(column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(text)} escape '\\'`;
}
