import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  type OmnicasaReplay,
  replayCredentials,
  replayEnv,
  startOmnicasaReplay,
} from "#tests/support/omnicasa-replay.ts";
import { startServer, waitForOutput } from "#tests/support/server-process.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

// docs/requirements.md §11: SYNC_INTERVAL_MINUTES runs the Omnicasa sync inside the server, logged, and a stop does
// not wait for a CRM that does not answer.

describe(`the server's sync on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let replay: OmnicasaReplay;
  let mediaDir: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    replay = await startOmnicasaReplay();
    mediaDir = await mkdtemp(join(tmpdir(), "site-media-"));
  });
  afterEach(async () => {
    await replay.close();
    await database.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const start = async () =>
    startServer({
      PORT: String(await freePort()),
      MEDIA_DIR: mediaDir,
      SHUTDOWN_TIMEOUT_MS: "5000",
      SYNC_INTERVAL_MINUTES: "60",
      ...replayEnv(replay),
      ...database.serverEnv,
    });

  it("syncs at start with one log line of counts, then stops with the server", async () => {
    const server = await start();
    await waitForOutput(server, '"msg":"sync"');
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes('"msg":"sync"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: "info",
      created: 6,
      updated: 0,
      withdrawn: 0,
      pages: 8,
      durationMs: expect.any(Number),
    });
    expect((await readCatalogue(database.db)).properties).toHaveLength(5);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("records a run's end before it warms the variants, which a stop then ends (issue 28, defect 11)", async () => {
    const server = await start();
    await waitForOutput(server, '"msg":"sync"');
    const run = await database.db
      .selectFrom("sync_run")
      .select(["status", "ended_at"])
      .executeTakeFirstOrThrow();
    expect(run.status).not.toBe("running");
    expect(run.ended_at).not.toBeNull();
    // One pass at start (which serve.ts begins before any run can end), one queued by the run after its
    // log line, and the stop lets the last end: its line comes before the server's last.
    await vi.waitUntil(() => server.output().split('"msg":"image variants warmed"').length === 3, {
      timeout: 45_000,
      interval: 20,
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.output().split("\n");
    const at = (msg: string) => lines.findLastIndex((l) => l.includes(`"msg":"${msg}"`));
    expect(at("image variants warmed")).toBeGreaterThan(at("sync"));
    expect(at("stopped")).toBeGreaterThan(at("image variants warmed"));
    expect(server.output().split('"msg":"image variants warmed"')).toHaveLength(3);
  }, 60_000);

  it("logs a failed run and leaves the catalogue as it was", async () => {
    replay.fail({ endpoint: "GetPropertyList", languageId: 1, limit1: 1 }, "500");
    const server = await start();
    await waitForOutput(server, '"msg":"sync failed, catalogue unchanged"');
    expect(server.output()).toContain("GetPropertyList nl rows 1-50: answered HTTP 500 (4 tries)");
    expect(server.output()).not.toContain(replayCredentials.customerPassword);
    expect((await readCatalogue(database.db)).properties).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // Four tries with their backoff take about 7 s, plus a server's start: on a busy machine, more.
  }, 90_000);

  it("logs a warning naming the records a run left out (issue 28, defect 7)", async () => {
    replay.edit("GetPropertyList", 1, "5001", { TypeDescription: "" });
    const server = await start();
    await waitForOutput(server, '"msg":"sync"');
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes('"msg":"sync"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: "warn",
      created: 5,
      refusedCount: 1,
      refused: [
        expect.stringMatching(/^GetPropertyList nl rows 1-50: property 5001, TypeDescription: /),
      ],
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("aborts a run waiting for the CRM when the server stops", async () => {
    replay.fail({ endpoint: "GetProjectList", languageId: 1, limit1: 1 }, "silent");
    const server = await start();
    await waitForOutput(server, '"msg":"listening"');
    await vi.waitUntil(() => replay.requests.length > 0, { timeout: 30_000, interval: 20 });
    const stopping = performance.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // The request's own time-out is 30 s; the stop does not wait for it.
    expect(performance.now() - stopping).toBeLessThan(4_000);
    expect(server.output()).toContain('"msg":"sync stopped"');
    expect((await readCatalogue(database.db)).properties).toEqual([]);
  });
});
