import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` to the small interface Kysely's SqliteDialect expects
 * (ADR 002): parameters are spread, booleans become 0/1, rows become plain objects.
 *
 * Kysely prepares every query it runs; preparing took a third of the database's CPU on a page
 * (bench/README.md, "Where an uncached page's time goes"). Statements are kept per SQL text, the
 * `preparedStatements` most recently used. Sharing one is safe: Kysely runs one query at a time on
 * this single connection, a stream holding it until it ends.
 */
export function kyselySqliteDatabase(db: DatabaseSync, preparedStatements = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare: (sql) => {
      const kept = statements.get(sql);
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(sql);
      const statement = kept ?? adaptStatement(db.prepare(sql));
      statements.set(sql, statement);
      if (statements.size > preparedStatements)
        statements.delete(statements.keys().next().value ?? "");
      return statement;
    },
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
