import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMediaContent } from "#app/data/media/media-store.server.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import { freePort } from "../tests/support/free-port.ts";
import { startServer, waitForOutput } from "../tests/support/server-process.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";
import { variantFile } from "./variant-maker.ts";

// Issue 9: a stop must not wait for image encodes beyond SHUTDOWN_TIMEOUT_MS (one took 15.6 s with a
// 1.5 s limit). A camera-size photo of noise makes an AVIF that takes seconds to encode.
describe(`stopping while an image is encoded on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let mediaDir: string;
  let url: string;
  let avif: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "site-media-"));
    const photo = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const stored = await storeMediaContent(database.db, mediaDir, photo, "image/jpeg", new Date());
    url = `/media/${mediaKey(stored.id, stored.sha256)}/1600.avif`;
    avif = variantFile(mediaDir, { sha256: stored.sha256, width: 1600, format: "avif" });
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("exits once requests are answered, leaving the AVIF under way unfinished", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      MEDIA_DIR: mediaDir,
      SHUTDOWN_TIMEOUT_MS: "300",
      ...database.serverEnv,
    });
    await waitForOutput(server, '"msg":"listening"');
    // The visitor gets the WebP at once; the AVIF is then made in the background.
    const standIn = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(standIn.headers.get("content-type")).toBe("image/webp");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(existsSync(avif)).toBe(false);
  }, 120_000);
});
