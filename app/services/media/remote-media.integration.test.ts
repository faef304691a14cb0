import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { fetchRemoteMedia } from "./remote-media.server.ts";

// A CRM photo server on the loopback address: one photo, one missing file.
async function photoServer(): Promise<{ server: Server; base: string }> {
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#88aacc" },
  })
    .jpeg()
    .toBuffer();
  const server = createServer((req, res) => {
    if (req.url === "/photo.jpg") res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe(`photos given as http(s) URLs on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  let crm: Awaited<ReturnType<typeof photoServer>>;
  let input: unknown;
  const options = () => importOptions(folder);

  const fetchNow = () =>
    fetchRemoteMedia(t.db, { mediaDir: options().mediaDir, now: new Date(), timeoutMs: 2000 });

  beforeAll(async () => {
    t = await createTestDatabase();
    folder = await writeSnapshotFolder();
    crm = await photoServer();
    const pictures = [{ Url: `${crm.base}/photo.jpg` }, { Url: `${crm.base}/missing.jpg` }];
    input = {
      ...snapshot,
      properties: snapshot.properties?.map((p) =>
        p.ID === 101 ? { ...p, Pictures: pictures } : p,
      ),
    };
  });
  afterAll(async () => {
    crm.server.close();
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it("records them at import, then fetches those that answer", async () => {
    expect(await importSnapshot(t.db, input, options())).toMatchObject({ ok: true });
    expect(await fetchNow()).toEqual({ fetched: 1, unreachable: 1 });
    const villa = (await readCatalogue(t.db)).properties.find((p) => p.id === 101);
    expect(villa?.media.pictures).toEqual([
      { Url: `${crm.base}/photo.jpg`, Width: 800, Height: 600 },
      { Url: `${crm.base}/missing.jpg` },
    ]);
  });

  it("keeps what was fetched when the same file is imported again", async () => {
    expect(await importSnapshot(t.db, input, options())).toMatchObject({
      ok: true,
      summary: { skipped: 3, updated: 0 },
    });
    const linked = await t.db
      .selectFrom("attachment")
      .select("media_file_id")
      .where("url", "=", `${crm.base}/photo.jpg`)
      .executeTakeFirst();
    expect(linked?.media_file_id).not.toBeNull();
    expect(await fetchNow()).toEqual({ fetched: 0, unreachable: 1 });
  });
});
