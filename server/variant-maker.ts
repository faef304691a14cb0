import { readFile, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { readOriginal, variantsPath } from "#app/data/media/media-store.server.ts";
import { writeFileAtomically } from "#app/data/media/temporary-files.server.ts";
import type { VariantFormat, VariantWidth } from "#app/model/media/image-variants.ts";
import { Semaphore } from "#app/services/semaphore.ts";
import type { Logger } from "./logger.ts";

/** One variant of a stored original (docs/features.md "Photos, files and numbers": variants made on demand and kept on disk). */
export interface Variant {
  sha256: string;
  width: VariantWidth;
  format: VariantFormat;
}

export interface MadeVariant {
  content: NonSharedBuffer;
  /** False when another caller (or process) had already made it. */
  made: boolean;
  /** Why it could not be kept on disk (a full disk, an unwritable folder): it is served anyway. */
  notKept?: unknown;
}

/** The original's file is gone although the database names it. */
export class MissingOriginalError extends Error {
  override name = "MissingOriginalError";
}

const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

// An AVIF encode keeps a core busy for over a second: past one encode per core, more at once only
// make each slower and starve the requests that encode nothing. Shared by the whole process (its
// requests and its warmer), since the cores are.
const encodes = new Semaphore(availableParallelism());
const inFlight = new Map<string, Promise<MadeVariant>>();

export function variantFile(mediaDir: string, { sha256, width, format }: Variant): string {
  return join(variantsPath(mediaDir, sha256), `${width}.${format}`);
}

/** The variant as kept on disk, else undefined. */
export function savedVariant(
  mediaDir: string,
  variant: Variant,
): Promise<NonSharedBuffer | undefined> {
  return readFile(variantFile(mediaDir, variant)).catch(() => undefined);
}

export function isVariantSaved(mediaDir: string, variant: Variant): Promise<boolean> {
  return stat(variantFile(mediaDir, variant)).then(
    () => true,
    () => false,
  );
}

/**
 * The variant as kept on disk, else made from its original and kept; simultaneous callers share one
 * encode. Urgent encodes (a visitor waiting) pass before background ones. Rejects with
 * MissingOriginalError when the original's file is gone.
 */
export async function makeVariant(
  mediaDir: string,
  variant: Variant,
  options: { priority?: "urgent" | "background"; log?: Logger } = {},
): Promise<MadeVariant> {
  const saved = await savedVariant(mediaDir, variant);
  if (saved) return { content: saved, made: false };
  const file = variantFile(mediaDir, variant);
  let pending = inFlight.get(file);
  if (!pending) {
    pending = encodes.run(() => encode(mediaDir, variant, file, options.log), options.priority);
    inFlight.set(file, pending);
    pending.finally(() => inFlight.delete(file)).catch(() => {});
  }
  return pending;
}

async function encode(
  mediaDir: string,
  { sha256, width, format }: Variant,
  file: string,
  log: Logger | undefined,
): Promise<MadeVariant> {
  // Made while this encode waited for its turn (by a caller just before, or by another process).
  const saved = await readFile(file).catch(() => undefined);
  if (saved) return { content: saved, made: false };
  const original = await readOriginal(mediaDir, sha256);
  if (!original) throw new MissingOriginalError(`no original file for ${sha256}`);
  const started = performance.now();
  const image = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  // sharp hands over a buffer of its own, never a shared one.
  const content = (await encoders[format](image).toBuffer()) as NonSharedBuffer;
  log?.info("image variant made", { file, ms: Math.round(performance.now() - started) });
  try {
    await writeFileAtomically(file, content);
    return { content, made: true };
  } catch (error) {
    return { content, made: true, notKept: error };
  }
}
