import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { kyselySqliteDatabase } from "./node-sqlite-driver.server.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * Told when a PostgreSQL connection fails (server restart, network): the pool replaces it, and
   * without a listener Node would stop the whole process.
   */
  onConnectionError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
}

/** Opens the site database: embedded SQLite by default, PostgreSQL when a URL is given (ADR 002). */
export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const onError = options.onConnectionError ?? (() => {});
    // The pool listens to its idle clients only; a client lent to a query when the server goes away
    // emits "Connection terminated unexpectedly" too, and an error event without a listener stops
    // Node. With a listener on every client, the query fails, the page answers 503, and the pool
    // opens new connections once the server is back.
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: "postgres",
    };
  }
  const file = join(options.dataDir, "site.sqlite");
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new DatabaseSync(file);
  // WAL lets readers run beside the writer; the busy timeout waits for a lock instead of failing.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  const dialect = new SqliteDialect({ database: kyselySqliteDatabase(sqlite) });
  return { db: new Kysely<Database>({ dialect }), engine: "sqlite" };
}
