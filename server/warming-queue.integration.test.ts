import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { createLogger } from "./logger.ts";
import { startWarmingQueue } from "./warming-queue.ts";

// Issue 28, defect 11: the server's variant passes, one at a time, never piling up, ended by a stop.

describe(`the server's warming queue on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let mediaDir: string;
  const passes: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (entry.msg === "image variants warmed") passes.push(entry);
  });
  const variantFiles = async () =>
    (await readdir(join(mediaDir, "variants"), { recursive: true }).catch(() => [])).filter((f) =>
      /\.\w+$/.test(f),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = join(await importIntoTestDatabase(database.db), "media");
  });
  afterAll(() => database.dispose());

  it("answers the requests made during a pass with one more pass after it", async () => {
    passes.length = 0;
    await rm(join(mediaDir, "variants"), { recursive: true, force: true });
    const queue = startWarmingQueue(database.db, mediaDir, log);
    queue.request();
    queue.request();
    queue.request();
    await vi.waitUntil(() => passes.length === 2, { timeout: 30_000, interval: 20 });
    await queue.stop();
    // The fixture's one listed photo at the card widths, in three formats; the second pass finds them.
    expect(passes).toMatchObject([
      { made: 6, skipped: 0, stopped: false },
      { made: 0, skipped: 6, stopped: false },
    ]);
  });

  it("ends the pass under way at a stop and starts no other", async () => {
    passes.length = 0;
    await rm(join(mediaDir, "variants"), { recursive: true, force: true });
    const queue = startWarmingQueue(database.db, mediaDir, log);
    queue.request();
    queue.request();
    await queue.stop();
    queue.request();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(passes).toMatchObject([{ made: 0, stopped: true }]);
    expect(await variantFiles()).toEqual([]);
  });
});
