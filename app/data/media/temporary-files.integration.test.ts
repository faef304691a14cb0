import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { originalPath, storeMediaContent } from "./media-store.server.ts";
import { removeStaleTemporaryFiles } from "./temporary-files.server.ts";

describe(`temporary files of the media store on ${engineUnderTest}`, () => {
  let database: TestDatabase;
  let mediaDir: string;
  const filesUnder = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => !entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), "site-media-"));
  });
  afterAll(() => database.dispose());

  it("leaves no temporary file and records nothing when an original cannot be written", async () => {
    const content = Buffer.from("%PDF-1.4\n% a document for a full disk\n");
    const sha256 = createHash("sha256").update(content).digest("hex");
    const target = originalPath(mediaDir, sha256);
    // The temporary file's name is known (target.pid.tmp): pointing it at /dev/full makes the write
    // fail as on a full disk (ENOSPC), even for root.
    await mkdir(dirname(target), { recursive: true });
    await symlink("/dev/full", `${target}.${process.pid}.tmp`);
    await expect(
      storeMediaContent(database.db, mediaDir, content, "application/pdf", new Date()),
    ).rejects.toThrow(/ENOSPC/);
    expect(await filesUnder(mediaDir)).toEqual([]);
    const rows = await database.db.selectFrom("media_file").select("id").execute();
    expect(rows).toEqual([]);
  });

  it("removes temporary files left for minutes by a stopped process, and nothing else", async () => {
    const dir = await mkdtemp(join(tmpdir(), "site-media-"));
    const old = new Date(Date.now() - 60 * 60 * 1000);
    const files = {
      stale: "variants/ab/abcdef/400.jpg.1234.tmp",
      fresh: "variants/ab/abcdef/600.jpg.1234.tmp",
      variant: "variants/ab/abcdef/400.webp",
      original: "originals/cd/cdef",
      staleOriginal: "originals/cd/cdef.99.tmp",
    };
    for (const [name, file] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), name);
      if (name !== "fresh") await utimes(join(dir, file), old, old);
    }
    expect(await removeStaleTemporaryFiles(dir)).toBe(2);
    expect(await filesUnder(dir)).toEqual([files.original, files.fresh, files.variant].sort());
  });

  it("finds nothing to remove in a media folder that does not exist yet", async () => {
    expect(await removeStaleTemporaryFiles(join(mediaDir, "nowhere"))).toBe(0);
  });
});
