import { offeredWidths, variantFormats } from "#app/model/media/image-variants.ts";
import type { MediaVariantQueue } from "#app/services/admin/desk-operations.ts";
import { Semaphore } from "#app/services/semaphore.ts";
import type { Logger } from "./logger.ts";
import { makeVariant } from "./variant-maker.ts";

// Issue 27 "Media library", ADR 059: an uploaded image's variants are made after the upload has
// answered, in the background, one library encode at a time on top of the encoder's own bound (one
// per core, visitors first: variant-maker.ts), so that a batch of uploads never starves the site.
const libraryEncodesAtOnce = 1;

export function mediaVariantQueue(mediaDir: string, log: Logger): MediaVariantQueue {
  const slots = new Semaphore(libraryEncodesAtOnce);
  return {
    add({ sha256, width }) {
      // Every width a banner may use: a library image may become one.
      const variants = offeredWidths({ width }, "banner").flatMap((w) =>
        variantFormats.map((format) => ({ sha256, width: w, format })),
      );
      const made = variants.map((variant) =>
        slots
          .run(() => makeVariant(mediaDir, variant, { priority: "background" }), "background")
          .then((result) => result.notKept === undefined)
          .catch(() => false),
      );
      return Promise.all(made).then((kept) => {
        const failed = kept.filter((ok) => !ok).length;
        if (failed > 0) log.warn("library image variants not all made", { sha256, failed });
        return { made: kept.length - failed, failed };
      });
    },
  };
}
