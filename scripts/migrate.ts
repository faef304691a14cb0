import { openDatabase } from "#app/data/database.server.ts";
import { parseEnv } from "#app/services/env.server.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { runCommand } from "./run-command.ts";

// `npm run db:migrate`: applies pending migrations to the configured database and says which.
runCommand(async () => {
  const env = parseEnv(process.env);
  const { db, engine } = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const names = (await migrateToLatest(db)).map((m) => m.migrationName);
    process.stdout.write(
      names.length ? `Applied on ${engine}: ${names.join(", ")}\n` : `${engine} is up to date\n`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
});
