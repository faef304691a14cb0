import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` to the small interface Kysely's SqliteDialect expects
 * (ADR 002): parameters are spread, booleans become 0/1, rows become plain objects.
 */
export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare: (sql) => adaptStatement(db.prepare(sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bind(parameters)).map(toPlainObject),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => mapIterator(statement.iterate(...bind(parameters)), toPlainObject),
  };
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}

function toPlainObject(row: unknown): unknown {
  return { ...(row as object) };
}

function* mapIterator<T, U>(source: Iterator<T>, map: (value: T) => U): IterableIterator<U> {
  for (let next = source.next(); !next.done; next = source.next()) yield map(next.value);
}
