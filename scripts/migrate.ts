import { EnvError, parseEnv } from "../app/config/env.server.ts";
import { openDatabase } from "../app/data/database.server.ts";
import { migrateToLatest } from "../db/migrate.ts";

// `npm run db:migrate`: applies pending migrations to the configured database and says which.
try {
  const env = parseEnv(process.env);
  const { db, engine } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const applied = await migrateToLatest(db);
    const names = applied.map((m) => m.migrationName);
    process.stdout.write(
      names.length ? `Applied on ${engine}: ${names.join(", ")}\n` : `${engine} is up to date\n`,
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(
    error instanceof EnvError || error instanceof Error ? error.message : String(error),
  );
  process.exit(1);
}
