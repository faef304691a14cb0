import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type OpenDatabase, openDatabase } from "#app/data/database.server.ts";
import { migrateToLatest } from "#db/migrate.ts";

export interface TestDatabase extends OpenDatabase {
  /** The environment a server process started by the test needs to use this same database. */
  serverEnv: Record<string, string>;
  /** Closes the connection and deletes the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: PostgreSQL when TEST_DATABASE_URL names a
 * server (the test harness starts one), otherwise an SQLite file in a temporary folder.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const opened = serverUrl ? await openPostgres(serverUrl) : await openSqlite();
  if (options.migrate ?? true) await migrateToLatest(opened.db);
  return opened;
}

export const engineUnderTest = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

async function openSqlite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "site-test-"));
  const opened = openDatabase({ dataDir });
  return {
    ...opened,
    serverEnv: { DATA_DIR: dataDir },
    dispose: async () => {
      await opened.db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  return {
    ...opened,
    serverEnv: { DATABASE_URL: url.toString() },
    dispose: async () => {
      await opened.db.destroy();
      await adminQuery(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
