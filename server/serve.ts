import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import { openDatabase } from "#app/data/database.server.ts";
import { removeStaleTemporaryFiles } from "#app/data/media/temporary-files.server.ts";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { staffSessionLimits } from "#app/domain/staff-session.ts";
import { configureLoginWave } from "#app/services/accounts/login-wave.server.ts";
import { createStaffSessions } from "#app/services/admin/staff-session.server.ts";
import { crmSenders } from "#app/services/crm/crm-senders.server.ts";
import { configureCrmTargets } from "#app/services/crm/crm-targets.server.ts";
import { startCrmWorker } from "#app/services/crm/crm-worker.server.ts";
import {
  type Env,
  EnvError,
  mediaDir,
  omnicasaAccess,
  outboxDir,
  parseEnv,
} from "#app/services/env.server.ts";
import { configureGuardKey } from "#app/services/guard/guard-key.server.ts";
import { configureMinimumFill } from "#app/services/guard/minimum-fill.server.ts";
import { folderTransport, smtpTransport } from "#app/services/mail/mail-transport.server.ts";
import { startMailWorker } from "#app/services/mail/mail-worker.server.ts";
import { createOwnerSessions } from "#app/services/owners/session.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { createApp } from "./app.ts";
import { closeGracefully } from "./graceful-close.ts";
import { createLogger, type Logger } from "./logger.ts";
import { reactBuild } from "./react-build.ts";
import { isLoopbackBinding } from "./site-address.ts";
import { type SyncWorker, startSyncWorker } from "./sync-worker.ts";
import { startWarmingQueue } from "./warming-queue.ts";

const buildDir = fileURLToPath(new URL("../build/", import.meta.url));
/** How long a stop waits for the database's connections to close once requests and workers are done. */
const databaseCloseGraceMs = 1000;

// Production server: validated environment, migrated database, built app (npm run build), graceful stop.
// Started through server/start.ts, which sets NODE_ENV first.
async function main() {
  const { values: flags } = parseArgs({
    options: { "create-database": { type: "boolean", default: false } },
  });
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  refuseMissingDatabase(env, flags["create-database"]);
  const { db, engine } = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => log.warn("database connection lost", { error }),
  });
  if (!flags["create-database"] && !(await isMigrated(db))) {
    await db.destroy();
    fail("The database is empty: run `npm run db:migrate` first, or start with --create-database.");
  }
  const applied = await migrateToLatest(db);
  log.info("database ready", { engine, migrationsApplied: applied.map((m) => m.migrationName) });
  await configureGuardKey(db, env.CAPTCHA_HMAC_KEY);
  await configureMinimumFill(db, env.FORM_MIN_FILL_MS);
  await configureLoginWave(db, {
    failures: env.LOGIN_WAVE_FAILURES,
    windowMs: env.LOGIN_WAVE_MINUTES * 60_000,
  });
  // Issue 28, ADR 064: the leads' CRM deliveries, to the targets the environment configures; stored
  // before the first request, as leads are queued for these only.
  const crmTargets = crmSenders(db, env);
  await configureCrmTargets(
    db,
    crmTargets.map((target) => target.name),
  );
  warnWithoutPublicUrl(env, log);
  // Owner and desk sessions: signed with SESSION_SECRET, else with a secret generated once and kept in the database.
  const sessionSecret = env.SESSION_SECRET ?? (await storedSecret(db, "session"));
  const ownerSessions = createOwnerSessions(sessionSecret);
  const staffSessions = createStaffSessions(sessionSecret, staffSessionLimits(env));
  const media = mediaDir(env);

  const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;
  const warming = startWarmingQueue(db, media, log);
  const syncer = startSync(env, {
    db,
    engine,
    mediaDir: media,
    log,
    afterStored: warming.request,
  });
  const app = createApp({
    build,
    clientDir: `${buildDir}client`,
    mediaDir: media,
    db,
    log,
    mode: env.NODE_ENV,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    port: env.PORT,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    ownerSessions,
    staffSessions,
    secondFactorKey: env.SECOND_FACTOR_KEY,
    overload: {
      maxInFlight: env.MAX_PAGES_IN_FLIGHT,
      maxWaitMs: env.MAX_QUEUE_WAIT_MS,
      maxEventLoopLagMs: env.MAX_EVENT_LOOP_LAG_MS,
    },
    operations: { smtpUrl: env.SMTP_URL, sync: syncer },
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info("listening", { url: `http://${env.HOST}:${info.port}/`, react: reactBuild() });
  }) as Server;
  // In the background, not before listening: the walk through the media folder grows with the
  // catalogue. Leftovers of a write cut short, then the variants first screens use.
  removeStaleTemporaryFiles(media).then(
    (removed) => removed > 0 && log.info("stale temporary files removed", { removed }),
    (error: unknown) => log.warn("stale temporary files not removed", { error }),
  );
  warming.request();
  // docs/requirements.md §14: the mails the forms queued, to SMTP_URL or as .eml files (docs/operations.md "Mail").
  const mailer = startMailWorker({
    db,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : folderTransport(outboxDir(env)),
    log,
    retentionMonths: env.LEAD_RETENTION_MONTHS,
  });
  const crmWorker = startCrmWorker({ db, targets: crmTargets, log });

  // Stop accepting, let in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), close the database, then
  // exit: work still running in the background (an image encode) must not hold the stop up.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // An encode under way may take seconds: it is not waited for past the deadline (its file is
    // written aside and renamed, so nothing half-made remains but a temporary file, removed at start).
    const deadline = new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_TIMEOUT_MS).unref());
    await Promise.all([
      closeGracefully(server, env.SHUTDOWN_TIMEOUT_MS, log),
      Promise.race([warming.stop(), deadline]),
      Promise.race([syncer?.stop(), deadline]),
      Promise.race([mailer.stop(), deadline]),
      Promise.race([crmWorker.stop(), deadline]),
    ]);
    // A query still waiting (on a lock, on a database that stopped answering) would hold the pool's
    // end for as long as it waits: past a short grace it is cut with the process (docs/requirements.md §16).
    const closed = await Promise.race([
      db.destroy().then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, databaseCloseGraceMs, false).unref()),
    ]);
    if (!closed)
      log.warn("database still busy at the shutdown deadline; closing it with the process");
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/**
 * The sync inside the server when the Omnicasa access is set: on the schedule SYNC_INTERVAL_MINUTES asks
 * for (parseEnv checked the access then), and when the desk asks (ADR 054).
 */
function startSync(
  env: Env,
  context: Pick<
    Parameters<typeof startSyncWorker>[0],
    "db" | "engine" | "mediaDir" | "log" | "afterStored"
  >,
): SyncWorker | undefined {
  const access = omnicasaAccess(env);
  if (!access) return undefined;
  return startSyncWorker({
    ...context,
    access,
    intervalMs: env.SYNC_INTERVAL_MINUTES ? env.SYNC_INTERVAL_MINUTES * 60_000 : undefined,
    fullIntervalMs: env.SYNC_FULL_INTERVAL_HOURS * 3_600_000,
    remoteBudgetMs: env.REMOTE_MEDIA_BUDGET_SECONDS * 1000,
  });
}

/**
 * A missing SQLite file usually means a volume that is not mounted: creating an empty database there
 * would serve an empty site while /healthz says all is well. Only an explicit request creates one.
 */
function refuseMissingDatabase(env: Env, create: boolean) {
  const file = join(env.DATA_DIR, "site.sqlite");
  if (env.DATABASE_URL || create || existsSync(file)) return;
  fail(
    `No database at ${file}: check DATA_DIR, run \`npm run db:migrate\` to create it, or start with --create-database.`,
  );
}

async function isMigrated(db: Kysely<Database>): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((table) => table.name === "kysely_migration");
}

function warnWithoutPublicUrl(env: Env, log: Logger) {
  if (env.PUBLIC_URL || isLoopbackBinding(env.HOST)) return;
  log.warn(
    "PUBLIC_URL is not set while listening beyond this machine: pages link to http://localhost until it is",
    { host: env.HOST },
  );
}

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    fail(error.message);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`Server failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
