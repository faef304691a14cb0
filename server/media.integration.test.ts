import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaKey } from "../app/catalogue/image-variants.ts";
import { storeMediaFile } from "../app/data/media-store.server.ts";
import { writeSnapshotFolder } from "../tests/support/snapshot-files.ts";
import { createTestApp } from "../tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "../tests/support/test-database.ts";

describe(`image variants on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  let mediaDir: string;
  const get = (path: string) => site.app.request(`http://localhost${path}`);
  const variantFiles = async () =>
    (await readdir(join(mediaDir, "variants"), { recursive: true }).catch(() => [])).filter((f) =>
      /\.\w+$/.test(f),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = await writeSnapshotFolder();
    mediaDir = join(folder, "media");
    site = await createTestApp(database, { mediaDir });
    const stored = await storeMediaFile(
      database.db,
      mediaDir,
      join(folder, "photos/101-1.jpg"),
      new Date(),
    );
    key = mediaKey(stored.id, stored.sha256);
  });
  afterAll(() => database.dispose());

  it.each([
    ["avif", "image/avif"],
    ["webp", "image/webp"],
    ["jpg", "image/jpeg"],
  ])("makes a %s variant at the asked width, cached for a year", async (format, type) => {
    const res = await get(`/media/${key}/400.${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(type);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 400, height: 267 });
  });

  it("never enlarges an original smaller than the width asked", async () => {
    const res = await get(`/media/${key}/1600.jpg`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
  });

  it("makes a variant once, however many ask for it at the same time", async () => {
    const before = site.logLines.filter((l) => l.msg === "image variant made").length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => get(`/media/${key}/600.webp`)),
    );
    const bodies = await Promise.all(
      responses.map((r) => r.arrayBuffer().then((b) => Buffer.from(b).toString("base64"))),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(site.logLines.filter((l) => l.msg === "image variant made").length - before).toBe(1);
    expect((await variantFiles()).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it.each([
    ["an unknown image", "/media/999-0123456789ab/400.jpg"],
    ["a hash that does not match", "/media/1-000000000000/400.jpg"],
    ["a width we do not make", "/media/KEY/500.jpg"],
    ["a format we do not make", "/media/KEY/400.gif"],
  ])("answers %s with 404 and creates nothing", async (_, path) => {
    const before = await variantFiles();
    const res = await get(path.replace("KEY", key));
    expect(res.status).toBe(404);
    expect(await variantFiles()).toEqual(before);
  });
});
