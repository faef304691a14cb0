import { mkdtemp, readdir, rm, symlink, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogue } from "#app/data/catalogue/catalogue-reader.server.ts";
import { importOptions, writeSnapshotFolder } from "#tests/support/snapshot-files.ts";
import { snapshot } from "#tests/support/snapshot-fixture.ts";
import {
  createTestDatabase,
  engineUnderTest,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { type ImportOptions, importSnapshot } from "./snapshot-import.server.ts";

// docs/requirements.md §11, files: a snapshot reads only files inside its own folder, of the type its field says and
// of a bounded size; a refused import names record, field and file, and leaves the database and the
// media folder as they were.

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

describe(`the files a snapshot names, on ${engineUnderTest}`, () => {
  let t: TestDatabase;
  let folder: string;
  // Beside the snapshot's folder, holding a perfectly good photo the snapshot must still not reach.
  let outside: string;
  let options: ImportOptions;
  const studio = snapshot.properties?.[2];

  beforeEach(async () => {
    t = await createTestDatabase();
    folder = await writeSnapshotFolder();
    outside = await mkdtemp(join(tmpdir(), "site-outside-"));
    await writeFile(join(outside, "photo.jpg"), await photo(10, 200, 30));
    options = importOptions(folder, new Date("2026-11-22T09:00:00.000Z"));
    expect(await importSnapshot(t.db, snapshot, options)).toMatchObject({ ok: true });
  });
  afterEach(async () => {
    await t.dispose();
    await rm(folder, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  /** Everything a refused import must leave alone. */
  const state = async () => ({
    catalogue: await readCatalogue(t.db),
    mediaFiles: await t.db.selectFrom("media_file").selectAll().orderBy("id").execute(),
    onDisk: (await readdir(options.mediaDir, { recursive: true })).sort(),
  });

  /** Imports the fixture with the studio's photos replaced; expects a refusal naming this field. */
  const refused = async (pictures: string[], field: string, message: string, dryRun = false) => {
    const before = await state();
    const result = await importSnapshot(
      t.db,
      { ...snapshot, properties: [{ ...studio, Pictures: pictures.map((Url) => ({ Url })) }] },
      { ...options, dryRun },
    );
    expect(result).toEqual({
      ok: false,
      issues: expect.arrayContaining([{ path: field, message: expect.stringContaining(message) }]),
    });
    expect(await state()).toEqual(before);
    return result;
  };

  it("refuses a path that climbs out of the folder", async () => {
    await refused(
      [`../${basename(outside)}/photo.jpg`],
      "properties[0].Pictures[0].Url",
      `../${basename(outside)}/photo.jpg is outside the snapshot's folder`,
    );
    await refused(
      ["../../../../etc/passwd"],
      "properties[0].Pictures[0].Url",
      "../../../../etc/passwd is outside the snapshot's folder",
    );
  });

  it("refuses an absolute path outside the folder, and a file: URL outside it", async () => {
    const file = join(outside, "photo.jpg");
    await refused([file], "properties[0].Pictures[0].Url", `${file} is outside`);
    const url = pathToFileURL(file).href;
    await refused([url], "properties[0].Pictures[0].Url", `${url} is outside`);
    await refused(
      ["file:///proc/self/environ"],
      "properties[0].Pictures[0].Url",
      "file:///proc/self/environ is outside",
    );
  });

  it("refuses a symbolic link inside the folder that points out of it", async () => {
    await symlink(join(outside, "photo.jpg"), join(folder, "photos/link.jpg"));
    await refused(
      ["photos/link.jpg"],
      "properties[0].Pictures[0].Url",
      "photos/link.jpg is outside",
    );
  });

  it("accepts an absolute path, a file: URL and a link that stay inside the folder", async () => {
    await writeFile(join(folder, "photos/inside.jpg"), await photo(1, 2, 3));
    await symlink(join(folder, "photos/inside.jpg"), join(folder, "photos/link.jpg"));
    const pictures = [
      join(folder, "photos/inside.jpg"),
      pathToFileURL(join(folder, "photos/101-1.jpg")).href,
      "photos/link.jpg",
    ];
    const result = await importSnapshot(
      t.db,
      { ...snapshot, properties: [{ ...studio, Pictures: pictures.map((Url) => ({ Url })) }] },
      options,
    );
    expect(result).toMatchObject({ ok: true, summary: { updated: 1 } });
    const stored = (await readCatalogue(t.db)).properties.find((p) => p.id === 102);
    expect(stored?.media.pictures.map((p) => [p.Width, p.Height])).toEqual([
      [64, 48],
      [640, 427],
      [64, 48],
    ]);
  });

  it("refuses a photo that is not an image, naming record, field and file, also on a dry run", async () => {
    await writeFile(join(folder, "photos/fake.jpg"), "just some text, not a JPEG\n");
    await refused(
      ["photos/fake.jpg"],
      "properties[0].Pictures[0].Url",
      "photos/fake.jpg is not an image",
    );
    await refused(
      ["photos/fake.jpg"],
      "properties[0].Pictures[0].Url",
      "photos/fake.jpg is not an image",
      true,
    );
  });

  it("refuses a document that is neither a PDF nor an image", async () => {
    await writeFile(join(folder, "docs/notes.pdf"), "#!/bin/sh\necho not a PDF\n");
    const before = await state();
    const result = await importSnapshot(
      t.db,
      {
        ...snapshot,
        properties: [{ ...studio, Documents: [{ Url: "docs/notes.pdf", Name: "Notes" }] }],
      },
      options,
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          path: "properties[0].Documents[0].Url",
          message: "docs/notes.pdf is neither a PDF nor an image that can be read",
        },
      ],
    });
    expect(await state()).toEqual(before);
  });

  it("refuses a file larger than the remote cap, without reading it", async () => {
    // 200 MB of zeros, sparse: made in no time and taking no room.
    await writeFile(join(folder, "docs/huge.pdf"), "%PDF-1.4\n");
    await truncate(join(folder, "docs/huge.pdf"), 200_000_000);
    const before = await state();
    const result = await importSnapshot(
      t.db,
      {
        ...snapshot,
        properties: [{ ...studio, Documents: [{ Url: "docs/huge.pdf", Name: "Plan" }] }],
      },
      options,
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: "properties[0].Documents[0].Url", message: "docs/huge.pdf is larger than 25 MB" },
      ],
    });
    expect(await state()).toEqual(before);
  });

  it("leaves no new file in the media folder when a later file is refused", async () => {
    // A new valid photo first (it would be copied), then a broken one: the import is refused whole.
    await writeFile(join(folder, "photos/new.jpg"), await photo(250, 250, 0));
    await writeFile(join(folder, "photos/broken.jpg"), (await photo(0, 0, 0)).subarray(0, 20));
    const before = await state();
    const result = await refused(
      ["photos/new.jpg", "photos/broken.jpg"],
      "properties[0].Pictures[1].Url",
      "photos/broken.jpg is not an image",
    );
    expect(result.ok ? [] : result.issues).toHaveLength(1);
    expect((await state()).onDisk).toEqual(before.onDisk);
  });
});
