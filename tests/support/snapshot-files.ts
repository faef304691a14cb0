import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
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
