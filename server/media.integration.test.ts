import { mkdir, readdir, rm, symlink, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalPath, storeMediaFile } from "#app/data/media/media-store.server.ts";
import { mediaKey } from "#app/model/media/image-variants.ts";
import { writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";

describe(`image variants on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  let mediaDir: string;
  let folder: string;
  const get = (path: string) => site.app.request(`http://localhost${path}`);
  /** A plain photo of that size, stored like an imported one. */
  const storePhoto = async (name: string, width: number, height: number, background: string) => {
    const content = await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toBuffer();
    await writeFile(join(folder, name), content);
    return storeMediaFile(database.db, mediaDir, join(folder, name), new Date());
  };
  const variantFiles = async () =>
    (await readdir(join(mediaDir, "variants"), { recursive: true }).catch(() => [])).filter((f) =>
      /\.\w+$/.test(f),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await writeSnapshotFolder();
    mediaDir = join(folder, "media");
    site = await createTestApp(database, { mediaDir });
    key = await storeFixturePhoto(database, folder, mediaDir);
  });
  afterAll(() => database.dispose());

  it.each([
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

  it("serves the WebP of an AVIF not made yet, uncached, then the AVIF once made in the background", async () => {
    const first = await get(`/media/${key}/400.avif`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 400,
    });
    const made = await eventually(async () => {
      const res = await get(`/media/${key}/400.avif`);
      return res.headers.get("Content-Type") === "image/avif" ? res : undefined;
    });
    expect(made.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await made.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "heif", width: 400, height: 267 });
  });

  it("makes an AVIF and its stand-in once, however many ask for it at the same time", async () => {
    const before = site.logLines.filter((l) => l.msg === "image variant made").length;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => get(`/media/${key}/100.avif`)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const made = () => site.logLines.filter((l) => l.msg === "image variant made").length - before;
    await eventually(async () => made() >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(made()).toBe(2);
  });

  it("encodes no more images at once than the machine has cores", async () => {
    const stored = await storeMediaFile(
      database.db,
      mediaDir,
      join(folder, "photos/101-2.jpg"),
      new Date(),
    );
    const other = mediaKey(stored.id, stored.sha256);
    let most = 0;
    const watch = setInterval(() => {
      const { queue, process } = sharp.counters();
      most = Math.max(most, queue + process);
    }, 2);
    try {
      const paths = [100, 400, 600, 1360, 1600].flatMap((w) =>
        ["webp", "jpg"].map((f) => `/media/${other}/${w}.${f}`),
      );
      const responses = await Promise.all(paths.map(get));
      expect(responses.map((r) => r.status)).toEqual(Array(paths.length).fill(200));
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(availableParallelism());
  });

  it("answers 404 and warns when the original is gone from the disk", async () => {
    const stored = await storePhoto("lost.jpg", 300, 200, "red");
    await rm(originalPath(mediaDir, stored.sha256));
    const res = await get(`/media/${mediaKey(stored.id, stored.sha256)}/400.jpg`);
    expect(res.status).toBe(404);
    expect(site.logLines).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "original file missing", mediaId: stored.id }),
    );
  });

  it("serves a variant it could not keep on a full disk, and leaves no temporary file", async () => {
    const stored = await storePhoto("full.jpg", 500, 300, "blue");
    const target = join(mediaDir, "variants", stored.sha256.slice(0, 2), stored.sha256, "400.jpg");
    // The temporary file's name is known (target.pid.tmp): pointing it at /dev/full makes the write
    // fail as on a full disk (ENOSPC), even for root.
    await mkdir(dirname(target), { recursive: true });
    await symlink("/dev/full", `${target}.${process.pid}.tmp`);
    const res = await get(`/media/${mediaKey(stored.id, stored.sha256)}/400.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await variantFiles()).filter((f) => f.includes(stored.sha256))).toEqual([]);
  });

  it.each([
    ["an unknown image", "/media/999-0123456789ab/400.jpg"],
    ["a hash that does not match", "/media/1-000000000000/400.jpg"],
    ["a width we do not make", "/media/KEY/500.jpg"],
    ["a format we do not make", "/media/KEY/400.gif"],
    ["an id beyond the id column", "/media/9999999999-0123456789ab/400.jpg"],
    ["the first id beyond the id column", "/media/2147483648-0123456789ab/400.jpg"],
    ["a width with a leading zero", "/media/KEY/0400.jpg"],
    ["an id with a leading zero", "/media/0KEY/400.jpg"],
  ])("answers %s with 404 and creates nothing", async (_, path) => {
    const before = await variantFiles();
    const res = await get(path.replace("KEY", key));
    expect(res.status).toBe(404);
    expect(await variantFiles()).toEqual(before);
  });
});

describe(`image variants over an unwritable variants folder on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  const get = (path: string) => site.app.request(`http://localhost${path}`);

  beforeAll(async () => {
    database = await createTestDatabase();
    const folder = await writeSnapshotFolder();
    const mediaDir = join(folder, "media");
    // Tests run as root, for whom no permission makes a folder unwritable: a file in its place does.
    await mkdir(mediaDir);
    await writeFile(join(mediaDir, "variants"), "not a folder");
    site = await createTestApp(database, { mediaDir });
    key = await storeFixturePhoto(database, folder, mediaDir);
  });
  afterAll(() => database.dispose());

  it("still serves the images it makes, warning once a minute at most", async () => {
    for (const [path, type] of [
      ["400.jpg", "image/jpeg"],
      ["600.webp", "image/webp"],
      ["400.avif", "image/avif"],
    ]) {
      const res = await get(`/media/${key}/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe(type);
    }
    const warnings = site.logLines.filter((l) => l.msg === "image variants not kept on disk");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn" });
  });

  it("reports the media store unwritable on /healthz, the site degraded but up", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "degraded", database: "up", media: "unwritable" });
  });
});

/** Asks until the answer is there (a background encode), for at most 15 s. */
async function eventually<T>(ask: () => Promise<T | undefined | false>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const answer = await ask();
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no answer within 15 s");
}

/** The snapshot fixture's first photo, stored in `mediaDir`; its media key. */
async function storeFixturePhoto(database: TestDatabase, folder: string, mediaDir: string) {
  const stored = await storeMediaFile(
    database.db,
    mediaDir,
    join(folder, "photos/101-1.jpg"),
    new Date(),
  );
  return mediaKey(stored.id, stored.sha256);
}
