import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Answer,
  fileServer,
  importRemoteMedia,
  jpeg,
  type LocalServer,
  silentServer,
} from "#tests/support/remote-media.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type FetchOptions, fetchRemoteMedia } from "./remote-media.server.ts";

// docs/requirements.md §11 "Files": five URLs on a host that accepts connections but never answers cost 39-51 s on
// every import. They now cost one run's budget at most, then wait before they are tried again.

const minutes = (n: number) => n * 60_000;
const t0 = new Date("2026-11-23T10:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

describe(`remote media within a budget, with back-off, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let silent: LocalServer;
  let crm: LocalServer;
  const answers: Record<string, Answer> = {};
  const silentUrls = () => ["a", "b", "c", "d", "e"].map((name) => `${silent.base}/${name}.jpg`);
  const goodUrls = () => ["1", "2", "3"].map((name) => `${crm.base}/${name}.jpg`);

  const fetchAt = (now: Date, extra: Partial<FetchOptions> = {}) =>
    fetchRemoteMedia(t.db, {
      mediaDir: importOptions(folder).mediaDir,
      now,
      allowPrivateHosts: ["127.0.0.1"],
      ...extra,
    });
  const problems = (report: { failed: { problem: string }[] }) =>
    report.failed.map((failure) => failure.problem);

  beforeAll(async () => {
    folder = await writeSnapshotFolder();
    silent = await silentServer();
    const photo = { type: "image/jpeg", body: await jpeg() };
    Object.assign(answers, { "/1.jpg": photo, "/2.jpg": photo, "/3.jpg": photo });
    crm = await fileServer(answers);
  });
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.dispose());
  afterAll(async () => {
    await Promise.all([silent.close(), crm.close()]);
    await rm(folder, { recursive: true, force: true });
  });

  it("fetches the files that answer while the silent ones time out, then lets those wait", async () => {
    await importRemoteMedia(t.db, folder, { photos: [...silentUrls(), ...goodUrls()] });
    const first = await fetchAt(t0, { timeoutMs: 1000, budgetMs: 20_000 });
    expect(first).toMatchObject({ fetched: 3, waiting: 0, notReached: 0 });
    expect(first.failed.map((failure) => failure.url).sort()).toEqual(silentUrls());
    expect(new Set(problems(first))).toEqual(new Set(["gave no complete answer within 1 s"]));
    expect(first.failed[0]?.nextAttemptAt).toEqual(later(minutes(15)));

    // The next import, ten minutes later, does not wait for them at all.
    expect(await fetchAt(later(minutes(10)), { timeoutMs: 1000 })).toEqual({
      fetched: 0,
      failed: [],
      waiting: 5,
      notReached: 0,
    });

    // Once their time has come they are tried again, and wait twice as long after failing again.
    const retried = await fetchAt(later(minutes(16)), { timeoutMs: 1000 });
    expect(retried).toMatchObject({ fetched: 0, waiting: 0, notReached: 0 });
    expect(retried.failed.map((failure) => failure.nextAttemptAt)).toEqual(
      Array(5).fill(later(minutes(16 + 30))),
    );
  });

  it("stops at the end of the budget: what was under way failed, the rest is left for next time", async () => {
    await importRemoteMedia(t.db, folder, { photos: silentUrls() });
    const cut = await fetchAt(t0, { concurrency: 2, budgetMs: 500, timeoutMs: 10_000 });
    expect(cut).toMatchObject({ fetched: 0, waiting: 0, notReached: 3 });
    expect(problems(cut)).toEqual([
      "was cut off when this run's 0.5 s ran out",
      "was cut off when this run's 0.5 s ran out",
    ]);

    // The next run starts with the three never tried; the two that failed wait.
    const next = await fetchAt(t0, { concurrency: 2, budgetMs: 500, timeoutMs: 10_000 });
    expect(next).toMatchObject({ fetched: 0, waiting: 2, notReached: 1 });
    expect(next.failed.map((failure) => failure.url)).toEqual(silentUrls().slice(2, 4));
  });

  it("clears a URL's failures once it is fetched", async () => {
    const url = `${crm.base}/later.jpg`;
    await importRemoteMedia(t.db, folder, { photos: [url] });
    expect(problems(await fetchAt(t0))).toEqual(["answered HTTP 404"]);
    answers["/later.jpg"] = { type: "image/jpeg", body: await jpeg(640, 480) };
    expect(await fetchAt(later(minutes(15)))).toMatchObject({ fetched: 1, failed: [] });
    expect(await t.db.selectFrom("remote_media_attempt").selectAll().execute()).toEqual([]);
  });
});
