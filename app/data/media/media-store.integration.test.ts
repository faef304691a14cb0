import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { storeMediaContent } from "./media-store.server.ts";

// docs/requirements.md §11: a camera photo taken upright is stored landscape with an EXIF orientation. Its variants are
// turned upright (server/variant-maker.ts), so its <img> width and height must be the upright ones too.
describe(`a stored photo's size on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let mediaDir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "media-store-"));
  });
  afterAll(async () => {
    await t.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("is the size it is shown at, after its EXIF orientation", async () => {
    const landscape = { width: 64, height: 48, channels: 3 as const, background: "#88aacc" };
    // Orientation 6: the camera was turned a quarter; the photo is shown 48 wide, 64 high.
    const turned = await sharp({ create: landscape })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await sharp({ create: landscape }).png().toBuffer();
    const now = new Date();
    expect(await storeMediaContent(t.db, mediaDir, turned, "image/jpeg", now)).toMatchObject({
      width: 48,
      height: 64,
    });
    expect(await storeMediaContent(t.db, mediaDir, upright, "image/png", now)).toMatchObject({
      width: 64,
      height: 48,
    });
  });
});
