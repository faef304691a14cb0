import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../db/migrations/index.ts";
import { freePort } from "../tests/support/free-port.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

// The real production server as an operator starts it: a child process with an environment.

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string): Promise<void> {
  for (let i = 0; i < 200 && !started.output().includes(text); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!started.output().includes(text)) throw new Error(`never saw ${text}:\n${started.output()}`);
}

describe("starting the server", () => {
  it("refuses a bad environment with one line naming the variable", async () => {
    const started = startServer({ PORT: "eighty" });
    expect(await started.exited).toBe(1);
    expect(started.output().trim()).toBe(
      'Invalid environment: PORT must be a number (got "eighty")',
    );
  });
});

describe(`a running server on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let port: number;
  let server: Started;

  beforeAll(async () => {
    // An empty database: the server migrates it itself.
    database = await createTestDatabase({ migrate: false });
    port = await freePort();
    server = startServer({ PORT: String(port), LOG_LEVEL: "info", ...database.serverEnv });
    await waitFor(server, '"msg":"listening"');
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
