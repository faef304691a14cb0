import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Answer,
  fileServer,
  importRemoteMedia,
  jpeg,
  type LocalServer,
} from "#tests/support/remote-media.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { fetchRemoteMedia } from "./remote-media.server.ts";

// docs/requirements.md §11 "Files": the importer fetched http://127.0.0.1:...; a snapshot must not make the server
// reach its own machine, the agency's network or a cloud's metadata service.

const day = 24 * 60 * 60_000;

describe(`remote media from public addresses only, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let crm: LocalServer;
  let port: string;
  const hosts: string[] = [];
  const fetchNow = (now: Date, allowPrivateHosts?: string[]) =>
    fetchRemoteMedia(t.db, {
      mediaDir: importOptions(folder).mediaDir,
      now,
      timeoutMs: 2000,
      allowPrivateHosts,
    });
  const problemsByUrl = (report: { failed: { url: string; problem: string }[] }) =>
    Object.fromEntries(report.failed.map((failure) => [failure.url, failure.problem]));

  beforeAll(async () => {
    folder = await writeSnapshotFolder();
    const redirect = (location: string) => ({ status: 302, location });
    const answers: Record<string, Answer> = {
      "/photo.jpg": { type: "image/jpeg", body: await jpeg() },
      "/moved.jpg": redirect("/photo.jpg"),
      "/to-metadata.jpg": redirect("http://169.254.169.254/latest/meta-data/"),
      "/loop.jpg": redirect("/loop.jpg"),
      "/to-file.jpg": redirect("file:///etc/passwd"),
    };
    crm = await fileServer(answers, hosts);
    port = new URL(crm.base).port;
    // The same server under a name that resolves to the loopback address.
    answers["/to-localhost.jpg"] = redirect(`http://localhost:${port}/photo.jpg`);
  });
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.dispose());
  afterAll(async () => {
    await crm.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("refuses loopback, private and link-local addresses, and names that resolve to them", async () => {
    const urls = [
      `${crm.base}/photo.jpg`,
      `http://[::1]:${port}/photo.jpg`,
      "http://10.0.0.1/photo.jpg",
      "http://169.254.169.254/latest/meta-data/",
      `http://localhost:${port}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
    ];
    await importRemoteMedia(t.db, folder, { photos: urls });
    const now = new Date();
    const report = await fetchNow(now);
    expect(report.fetched).toBe(0);
    expect(problemsByUrl(report)).toEqual({
      [urls[0] as string]: "refused: 127.0.0.1 is a loopback address, not a public one",
      [urls[1] as string]: "refused: ::1 is a loopback address, not a public one",
      [urls[2] as string]: "refused: 10.0.0.1 is a private address, not a public one",
      [urls[3] as string]: "refused: 169.254.169.254 is a link-local address, not a public one",
      [urls[4] as string]:
        "refused: localhost resolves to 127.0.0.1, a loopback address, not a public one",
      [urls[5] as string]: "refused: ::ffff:7f00:1 is a loopback address, not a public one",
    });
    // Not asked again at every import: a refused address waits a day.
    for (const failure of report.failed) {
      expect(failure.nextAttemptAt).toEqual(new Date(now.getTime() + day));
    }
    expect(await fetchNow(now)).toMatchObject({ fetched: 0, failed: [], waiting: 6 });
  });

  it("connects to the address a host name was checked at, under its own name", async () => {
    await importRemoteMedia(t.db, folder, { photos: [`http://localhost:${port}/photo.jpg`] });
    hosts.length = 0;
    expect(await fetchNow(new Date(), ["localhost"])).toMatchObject({ fetched: 1, failed: [] });
    expect(hosts).toEqual([`localhost:${port}`]);
  });

  it("follows redirects, checking every address on the way", async () => {
    const urls = [
      "/moved.jpg",
      "/to-metadata.jpg",
      "/to-localhost.jpg",
      "/loop.jpg",
      "/to-file.jpg",
    ].map((path) => crm.base + path);
    await importRemoteMedia(t.db, folder, { photos: urls });
    const report = await fetchNow(new Date(), ["127.0.0.1"]);
    expect(report.fetched).toBe(1);
    expect(problemsByUrl(report)).toEqual({
      [urls[1] as string]: "refused: 169.254.169.254 is a link-local address, not a public one",
      [urls[2] as string]:
        "refused: localhost resolves to 127.0.0.1, a loopback address, not a public one",
      [urls[3] as string]: "was redirected more than 5 times",
      [urls[4] as string]: "refused: file:///etc/passwd is not an http or https URL",
    });
  });
});
