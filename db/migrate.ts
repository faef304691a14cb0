import type { Kysely } from "kysely";
import { type MigrationResult, Migrator } from "kysely/migration";
import type { Database } from "#app/data/schema.ts";
import { migrations } from "./migrations/index.ts";

/** Applies every pending migration in one run; throws naming the migration that failed. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : error}`,
      {
        cause: error,
      },
    );
  }
  return results;
}
