import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "#db/migrations/index.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

const migrate = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["scripts/migrate.ts"], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });

describe(`npm run db:migrate on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.dispose());

  it("applies the pending migrations, then reports the database up to date", () => {
    const first = migrate(database.serverEnv);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe(
      `Applied on ${engineUnderTest}: ${Object.keys(migrations).join(", ")}\n`,
    );
    const second = migrate(database.serverEnv);
    expect(second.stdout).toBe(`${engineUnderTest} is up to date\n`);
  });

  it("refuses a bad configuration with one line and changes nothing", () => {
    const run = migrate({ DATABASE_URL: "mysql://nope/db" });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      // The URL may carry a password: it is named, never echoed (app/services/env.server.ts).
      "Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL",
    );
  });
});
