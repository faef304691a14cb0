import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";

// The desk's free-text filters (docs/requirements.md §17): a row matches when one of its columns
// contains the typed text, whatever its case, on both engines (PostgreSQL's LIKE minds case, so both
// sides are lower-cased). `%`, `_` and `\` typed by the user match themselves.

export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: Expression<unknown>[],
  text: string,
): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or(
    columns.map(
      (column) => sql<SqlBool>`lower(cast(${column} as varchar(254))) like ${pattern} escape '\\'`,
    ),
  );
}
