import { readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSiteConfig } from "#app/data/config/site-config.server.ts";
import { storeMediaFile } from "#app/data/media/media-store.server.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import { demoSiteConfig } from "#scripts/demo/site-file.ts";
import { importIntoTestDatabase } from "#tests/support/snapshot-files.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { createLogger } from "./logger.ts";
import { warmVariants } from "./variant-warmer.ts";

describe(`the variant warmer on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let mediaDir: string;
  let hashes: { card: string; banner: string };
  const logLines: Record<string, unknown>[] = [];
  const log = createLogger("debug", {}, (line) => logLines.push(JSON.parse(line)));
  const variantFiles = async () =>
    (await readdir(join(mediaDir, "variants"), { recursive: true }).catch(() => []))
      .filter((f) => /\.\w+$/.test(f))
      .map((f) => f.slice(3))
      .sort();

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = await importIntoTestDatabase(database.db);
    mediaDir = join(folder, "media");
    const banner = await sharp({
      create: { width: 1600, height: 1067, channels: 3, background: "green" },
    })
      .jpeg()
      .toBuffer();
    await writeFile(join(folder, "banner.jpg"), banner);
    const stored = await storeMediaFile(
      database.db,
      mediaDir,
      join(folder, "banner.jpg"),
      new Date(),
    );
    const image = { key: mediaKey(stored.id, stored.sha256), width: 1600, height: 1067 };
    await writeSiteConfig(
      database.db,
      demoSiteConfig({ "banner-1": image, "page-banner": image }, "image"),
    );
    const photos = await database.db
      .selectFrom("attachment as a")
      .innerJoin("media_file as m", "m.id", "a.media_file_id")
      .select("m.sha256")
      .where("a.property_id", "=", 101)
      .orderBy("a.position")
      .execute();
    hashes = { card: photos[0]?.sha256 ?? "", banner: stored.sha256 };
  });
  afterAll(() => database.dispose());

  it("makes the variants of the cards and the home banner, then finds nothing to do", async () => {
    const first = await warmVariants(database.db, mediaDir, log).done;
    const formats = ["avif", "jpg", "webp"];
    // Property 101's card photo is 1600 wide as the snapshot says; its second photo is on no card.
    const expected = [
      ...[1360, 1600].flatMap((w) => formats.map((f) => `${hashes.banner}/${w}.${f}`)),
      ...[400, 600].flatMap((w) => formats.map((f) => `${hashes.card}/${w}.${f}`)),
    ];
    const files = await variantFiles();
    expect(files).toEqual(expected.sort());
    expect(first).toMatchObject({ made: files.length, skipped: 0, failed: 0, stopped: false });
    expect(logLines.filter((l) => l.msg === "image variants warmed")).toEqual([
      expect.objectContaining({ level: "info", made: files.length, skipped: 0 }),
    ]);

    const second = await warmVariants(database.db, mediaDir, log).done;
    expect(second).toMatchObject({ made: 0, skipped: files.length, failed: 0 });
    expect(second.seconds).toBeLessThan(1);
    expect(await variantFiles()).toEqual(files);
  });

  it("stops when asked, starting no other encode", async () => {
    await rm(join(mediaDir, "variants"), { recursive: true });
    const warmer = warmVariants(database.db, mediaDir, log);
    const stopped = await warmer.stop();
    expect(stopped.stopped).toBe(true);
    const left = await variantFiles();
    expect(left.length).toBe(stopped.made);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await variantFiles()).toEqual(left);
  });
});
