import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import {
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

describe(`photos given as http(s) URLs on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let crm: LocalServer;
  const photos = () => [`${crm.base}/photo.jpg`, `${crm.base}/missing.jpg`];

  // The CRM's file server is on the loopback address, which only a test may allow.
  const fetchNow = (extra: { maxBytes?: number } = {}) =>
    fetchRemoteMedia(t.db, {
      mediaDir: importOptions(folder).mediaDir,
      now: new Date(),
      timeoutMs: 2000,
      allowPrivateHosts: ["127.0.0.1"],
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await writeSnapshotFolder();
    crm = await fileServer({
      "/photo.jpg": { type: "image/jpeg", body: await jpeg(800, 600) },
      "/page.html": { type: "text/html", body: "<p>Not found</p>" },
      "/text.jpg": { type: "image/jpeg", body: "not a photo at all" },
      "/large.jpg": { type: "image/jpeg", body: Buffer.alloc(1_000_001, 1) },
      "/plan.pdf": { type: "application/pdf", body: "%PDF-1.4\n% plan\n" },
      "/fake.pdf": { type: "application/pdf", body: "<html>login</html>" },
    });
  });
  afterAll(async () => {
    await crm.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("records them at import, then fetches those that answer", async () => {
    await importRemoteMedia(t.db, folder, { photos: photos() });
    expect(await fetchNow()).toEqual({
      fetched: 1,
      failed: [
        {
          url: `${crm.base}/missing.jpg`,
          problem: "answered HTTP 404",
          nextAttemptAt: expect.any(Date),
        },
      ],
      waiting: 0,
      notReached: 0,
    });
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.media.pictures).toEqual([
      { Url: `${crm.base}/photo.jpg`, Width: 800, Height: 600 },
      { Url: `${crm.base}/missing.jpg` },
    ]);
  });

  it("keeps what was fetched when the same file is imported again, and lets the failed one wait", async () => {
    await importRemoteMedia(t.db, folder, { photos: photos() });
    const linked = await t.db
      .selectFrom("attachment")
      .select("media_file_id")
      .where("url", "=", `${crm.base}/photo.jpg`)
      .executeTakeFirst();
    expect(linked?.media_file_id).not.toBeNull();
    expect(await fetchNow()).toEqual({ fetched: 0, failed: [], waiting: 1, notReached: 0 });
  });

  it("stores only photos and PDFs that are what they claim, within the size cap", async () => {
    await importRemoteMedia(t.db, folder, {
      photos: ["/page.html", "/text.jpg", "/large.jpg"].map((path) => crm.base + path),
      documents: ["/plan.pdf", "/fake.pdf"].map((path) => crm.base + path),
    });
    const report = await fetchNow({ maxBytes: 1_000_000 });
    expect(report.fetched).toBe(1);
    expect(
      Object.fromEntries(report.failed.map((f) => [f.url.slice(crm.base.length), f.problem])),
    ).toEqual({
      "/page.html": "is text/html, not a photo or a PDF",
      "/text.jpg": expect.stringMatching(/^is not an image that can be read/),
      "/large.jpg": "is larger than 1 MB",
      "/fake.pdf": "is neither a PDF nor an image that can be read",
    });
    const linked = await t.db
      .selectFrom("attachment")
      .select("url")
      .where("url", "like", `${crm.base}/%`)
      .where("media_file_id", "is not", null)
      .execute();
    expect(linked).toEqual([{ url: `${crm.base}/plan.pdf` }]);
  });
});
