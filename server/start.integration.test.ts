import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "#db/migrations/index.ts";
import { freePort } from "#tests/support/free-port.ts";
import { type StartedServer, startServer, waitForOutput } from "#tests/support/server-process.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

describe("starting the server", () => {
  it("refuses a bad environment with one line naming the variable", async () => {
    const started = startServer({ PORT: "eighty" });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(
      'Invalid environment: PORT must be a number (got "eighty")',
    );
  });

  it("refuses TRUST_PROXY=true, saying what to write instead (ADR 038)", async () => {
    const started = startServer({ TRUST_PROXY: "true" });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(
      'Invalid environment: TRUST_PROXY must name the proxies whose X-Forwarded-For is believed: their addresses or networks (e.g. 127.0.0.1,::1 or 10.0.0.0/8) or how many stand in front (e.g. 1); `true` is no longer accepted (got "true")',
    );
  });

  it("refuses an empty database unless asked to create one", async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const started = startServer({ PORT: String(await freePort()), ...database.serverEnv });
      expect(await started.exited).toBe(1);
      expect(started.output().trim()).toBe(
        "The database is empty: run `npm run db:migrate` first, or start with --create-database.",
      );
    } finally {
      await database.dispose();
    }
  });

  it("warns when it listens beyond this machine without PUBLIC_URL", async () => {
    const database = await createTestDatabase();
    const started = startServer({
      PORT: String(await freePort()),
      HOST: "0.0.0.0",
      ...database.serverEnv,
    });
    try {
      await waitForOutput(started, '"msg":"listening"');
      expect(started.output()).toMatch(
        /"level":"warn","msg":"PUBLIC_URL is not set while listening beyond this machine: pages link to http:\/\/localhost until it is","host":"0.0.0.0"/,
      );
    } finally {
      started.child.kill("SIGKILL");
      await started.exited;
      await database.dispose();
    }
  });

  it("refuses a missing SQLite file (a volume not mounted, say) and creates nothing", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "site-unmounted-"));
    try {
      const started = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await started.exited).toBe(1);
      expect(started.output().trim()).toBe(
        `No database at ${join(dataDir, "site.sqlite")}: check DATA_DIR, run \`npm run db:migrate\` to create it, or start with --create-database.`,
      );
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe(`a running server on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let port: number;
  let server: StartedServer;

  beforeAll(async () => {
    // An empty database, which the server creates when asked. NODE_ENV is left unset, as `npm start` does.
    database = await createTestDatabase({ migrate: false });
    port = await freePort();
    server = startServer({ PORT: String(port), LOG_LEVEL: "info", ...database.serverEnv }, [
      "--create-database",
    ]);
    await waitForOutput(server, '"msg":"listening"');
  });
  afterAll(async () => {
    server.child.kill("SIGKILL");
    await server.exited;
    await database.dispose();
  });

  it("migrates its database, binds to the loopback address and serves the French home page", async () => {
    expect(server.output()).toContain(
      `"msg":"database ready","engine":"${engineUnderTest}","migrationsApplied":${JSON.stringify(Object.keys(migrations))}`,
    );
    expect(server.output()).toContain(`"url":"http://127.0.0.1:${port}/"`);
    // React's development build renders many times slower: production runs even without NODE_ENV.
    expect(server.output()).toContain('"react":"production"');
    expect(server.output()).not.toContain("PUBLIC_URL is not set");
    const res = await fetch(`http://127.0.0.1:${port}/fr/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="fr">');
  });

  it("stops on SIGTERM without waiting for idle keep-alive connections, closing the database last", async () => {
    const idle = await fetch(`http://127.0.0.1:${port}/healthz`, { keepalive: true });
    expect(idle.status).toBe(200);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // Well under the 5 s keep-alive timeout that would otherwise hold the stop up.
    expect(Date.now() - signalled).toBeLessThan(3000);
    const log = server.output();
    expect(log).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(log.indexOf('"msg":"stopped"')).toBeGreaterThan(log.indexOf('"msg":"shutting down"'));
  });
});
