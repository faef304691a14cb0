import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "#app/data/schema.ts";
import { maxImagePixels } from "#app/model/media/media-limits.ts";
import { writeFileAtomically } from "./temporary-files.server.ts";

const mimeTypes: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export interface StoredMedia {
  id: number;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** Where an original with this hash lives: two levels of folders keep directories small. */
export function originalPath(mediaDir: string, sha256: string): string {
  return join(mediaDir, "originals", sha256.slice(0, 2), sha256);
}

/** The folder of an original's variants (server/variant-maker.ts writes them there). */
export function variantsPath(mediaDir: string, sha256: string): string {
  return join(mediaDir, "variants", sha256.slice(0, 2), sha256);
}

/**
 * An original's content, or undefined when its file is gone from the disk (a lost volume, a bad
 * restore) although the database still names it.
 */
export async function readOriginal(
  mediaDir: string,
  sha256: string,
): Promise<NonSharedBuffer | undefined> {
  try {
    return await readFile(originalPath(mediaDir, sha256));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Stores a file once by its content (the same photo in two properties is one original), records it
 * and returns its id with its pixel size when it is an image.
 */
export async function storeMediaFile(
  db: Kysely<Database>,
  mediaDir: string,
  file: string,
  now: Date,
): Promise<StoredMedia> {
  const mimeType = mimeTypes[extname(file).toLowerCase()] ?? "application/octet-stream";
  return storeMediaContent(db, mediaDir, await readFile(file), mimeType, now);
}

/** The stored original with this content, if any (found by its hash, without storing anything). */
export async function findMediaContent(
  db: Kysely<Database>,
  content: Buffer,
): Promise<{ sha256: string; stored: StoredMedia | undefined }> {
  const sha256 = createHash("sha256").update(content).digest("hex");
  const stored = await db
    .selectFrom("media_file")
    .select(["id", "sha256", "width", "height"])
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  return { sha256, stored };
}

/**
 * Stores content once by its hash (a fetched photo, an uploaded file) and records it. `onWrite` hears of
 * each original this call put on the disk, so a caller whose transaction fails can take it away again.
 */
export async function storeMediaContent(
  db: Kysely<Database>,
  mediaDir: string,
  content: Buffer,
  mimeType: string,
  now: Date,
  onWrite?: (file: string) => void,
): Promise<StoredMedia> {
  const known = await findMediaContent(db, content);
  if (known.stored) return known.stored;
  const { sha256 } = known;

  // The size it is shown at: after its EXIF orientation, as its variants are (server/variant-maker.ts).
  const size = mimeType.startsWith("image/")
    ? (await sharp(content, { limitInputPixels: maxImagePixels }).metadata()).autoOrient
    : undefined;
  const target = originalPath(mediaDir, sha256);
  if (!(await exists(target))) {
    await writeFileAtomically(target, content);
    onWrite?.(target);
  }
  const row = await db
    .insertInto("media_file")
    .values({
      sha256,
      mime_type: mimeType,
      bytes: content.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, sha256, width: size?.width ?? null, height: size?.height ?? null };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
