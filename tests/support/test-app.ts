import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { defaultStaffSessionLimits } from "#app/domain/staff-session.ts";
import { noProxy } from "#app/domain/trusted-proxies.ts";
import { createStaffSessions } from "#app/services/admin/staff-session.server.ts";
import { createOwnerSessions } from "#app/services/owners/session.server.ts";
import { type AppOptions, createApp } from "#server/app.ts";
import { createLogger, type Logger } from "#server/logger.ts";
import type { TestDatabase } from "./test-database.ts";

/** The key that seals the test application's two-step secrets (SECOND_FACTOR_KEY). */
export const testSecondFactorKey = "0f".repeat(32);

/** The secret that signs the test application's owner and staff sessions. */
export const testSessionSecret = "a-test-session-secret-that-is-long-enough";

const buildDir = fileURLToPath(new URL("../../build/", import.meta.url));

/** The real application over the real production build, with a logger whose lines the test can read. */
export async function createTestApp(
  database: TestDatabase,
  overrides: Partial<AppOptions> = {},
): Promise<{
  app: ReturnType<typeof createApp>;
  logLines: Record<string, unknown>[];
  log: Logger;
}> {
  const serverBuild = `${buildDir}server/index.js`;
  if (!existsSync(serverBuild)) throw new Error("No build found: run `npm run build` first");
  const build = (await import(serverBuild)) as ServerBuild;
  const logLines: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => logLines.push(JSON.parse(line)));
  const app = createApp({
    build,
    clientDir: `${buildDir}client`,
    mediaDir: await mkdtemp(join(tmpdir(), "site-media-")),
    db: database.db,
    log,
    mode: "production",
    trustProxy: noProxy,
    port: 3000,
    pageCacheBytes: 64 * 1024 * 1024,
    ownerSessions: createOwnerSessions(testSessionSecret),
    staffSessions: createStaffSessions(testSessionSecret, defaultStaffSessionLimits),
    secondFactorKey: testSecondFactorKey,
    // Off: a test machine's other work would make the loop late and pages refused.
    overload: { maxInFlight: 64, maxWaitMs: 1000, maxEventLoopLagMs: 0 },
    ...overrides,
  });
  return { app, logLines, log };
}
