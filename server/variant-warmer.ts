import { availableParallelism } from "node:os";
import type { Kysely } from "kysely";
import { firstScreenPhotos } from "#app/data/media/first-screen-photos.server.ts";
import type { Database } from "#app/data/schema.ts";
import { firstScreenVariants } from "#app/model/media/first-screen-variants.ts";
import type { Logger } from "./logger.ts";
import { isVariantSaved, makeVariant, type Variant, variantFile } from "./variant-maker.ts";

export interface WarmedVariants {
  made: number;
  /** Already on disk. */
  skipped: number;
  /** Not made (a missing original) or not kept on disk. */
  failed: number;
  seconds: number;
  /** Stopped before the end. */
  stopped: boolean;
}

/** Variants seen (made, found or failed) out of those first screens use; `npm run import` draws a bar. */
type Progress = (done: number, total: number) => void;

export interface VariantWarmer {
  /** Settles when every variant is on disk or the warmer was stopped; never rejects. */
  done: Promise<WarmedVariants>;
  /** Lets the encodes under way finish, starts no other; resolves as `done`. */
  stop(): Promise<WarmedVariants>;
}

/**
 * Makes, in the background, the image variants first screens use (cards of listed properties, the
 * home banner) that are not on disk yet, so that the first visitors do not wait for encodes. One
 * encode per core, after any a visitor waits for; one summary line in the log.
 */
export function warmVariants(
  db: Kysely<Database>,
  mediaDir: string,
  log: Logger,
  onProgress?: Progress,
): VariantWarmer {
  let stopping = false;
  const done = warm(db, mediaDir, () => stopping, onProgress).then(
    (warmed) => {
      log.info("image variants warmed", { ...warmed });
      return warmed;
    },
    (error: unknown) => {
      log.warn("image variants not warmed", { error });
      return { made: 0, skipped: 0, failed: 0, seconds: 0, stopped: stopping };
    },
  );
  return {
    done,
    stop: () => {
      stopping = true;
      return done;
    },
  };
}

async function warm(
  db: Kysely<Database>,
  mediaDir: string,
  stopping: () => boolean,
  onProgress: Progress | undefined,
): Promise<WarmedVariants> {
  const started = performance.now();
  const wanted = new Map<string, Variant>();
  for (const { sha256, width, use } of await firstScreenPhotos(db)) {
    for (const variant of firstScreenVariants({ width }, use)) {
      const full = { sha256, ...variant };
      wanted.set(variantFile(mediaDir, full), full);
    }
  }
  const queue = [...wanted.values()];
  const counts = { made: 0, skipped: 0, failed: 0 };
  const total = queue.length;
  onProgress?.(0, total);
  const worker = async () => {
    while (!stopping()) {
      const variant = queue.shift();
      if (!variant) return;
      counts[await warmOne(mediaDir, variant)]++;
      onProgress?.(counts.made + counts.skipped + counts.failed, total);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  const seconds = Math.round(performance.now() - started) / 1000;
  return { ...counts, seconds, stopped: stopping() && queue.length > 0 };
}

async function warmOne(mediaDir: string, variant: Variant): Promise<"made" | "skipped" | "failed"> {
  // A stat, not a read: a warmer with nothing to do costs next to nothing.
  if (await isVariantSaved(mediaDir, variant)) return "skipped";
  const result = await makeVariant(mediaDir, variant, { priority: "background" }).catch(
    () => undefined,
  );
  if (!result || result.notKept !== undefined) return "failed";
  return result.made ? "made" : "skipped";
}
