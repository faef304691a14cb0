import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "#app/data/schema.ts";
import {
  type ImportOptions,
  importSnapshot,
} from "#app/services/catalogue-import/snapshot-import.server.ts";
import { snapshot } from "./snapshot-fixture.ts";

/** A folder holding the fixture snapshot as `snapshot.json` and the photo and document files it names. */
export async function writeSnapshotFolder(content: unknown = snapshot): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "site-snapshot-"));
  await mkdir(join(dir, "photos"));
  await mkdir(join(dir, "docs"));
  const photo = (r: number, g: number, b: number) =>
    sharp({ create: { width: 640, height: 427, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer();
  await writeFile(join(dir, "photos/101-1.jpg"), await photo(180, 150, 110));
  await writeFile(join(dir, "photos/101-2.jpg"), await photo(90, 120, 160));
  await writeFile(join(dir, "docs/plan.pdf"), "%PDF-1.4\n% plan\n");
  await writeFile(join(dir, "snapshot.json"), JSON.stringify(content));
  return dir;
}

/** Options of a plain import of the snapshot in `folder`, its media kept in `folder/media`. */
export function importOptions(folder: string, now = new Date()): ImportOptions {
  return { full: false, dryRun: false, baseDir: folder, mediaDir: join(folder, "media"), now };
}

/** Imports a snapshot (the fixture by default) with its files into a test database; returns the folder. */
export async function importIntoTestDatabase(
  db: Kysely<Database>,
  content: unknown = snapshot,
  now = new Date(),
): Promise<string> {
  const folder = await writeSnapshotFolder();
  const result = await importSnapshot(db, content, importOptions(folder, now));
  if (!result.ok) throw new Error(`fixture import failed: ${JSON.stringify(result.issues)}`);
  return folder;
}
