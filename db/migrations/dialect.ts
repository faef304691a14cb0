import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// The few places where SQLite and PostgreSQL need different DDL (ADR 002). Everything else is shared.

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A generated integer primary key: SQLite's rowid alias, or a PostgreSQL identity column. */
export function generatedId(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey();
}
