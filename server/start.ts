import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { EnvError, mediaDir, parseEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/data/database.server.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createApp } from "./app.ts";
import { closeGracefully } from "./graceful-close.ts";
import { createLogger } from "./logger.ts";

const buildDir = fileURLToPath(new URL("../build/", import.meta.url));

// Production server: validated environment, migrated database, built app (npm run build), graceful stop.
async function main() {
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  const { db, engine } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => log.warn("database connection lost", { error }),
  });
  const applied = await migrateToLatest(db);
  log.info("database ready", { engine, migrationsApplied: applied.map((m) => m.migrationName) });

  const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
  const app = createApp({
    build,
    clientDir: `${buildDir}client`,
    mediaDir: mediaDir(env),
    db,
    log,
    mode: env.NODE_ENV,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info("listening", { url: `http://${env.HOST}:${info.port}/` });
  }) as Server;

  // Stop accepting, let in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then close the database.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    await closeGracefully(server, env.SHUTDOWN_TIMEOUT_MS, log);
    await db.destroy();
    log.info("stopped");
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
