import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import {
  contentTypes,
  parseVariantPath,
  type VariantFormat,
} from "#app/model/media/image-variants.ts";
import type { AppEnv } from "./hono-env.ts";
import type { Logger } from "./logger.ts";
import { mediaWritable } from "./media-writable.ts";
import {
  type MadeVariant,
  MissingOriginalError,
  makeVariant,
  savedVariant,
  type Variant,
} from "./variant-maker.ts";

const immutable = "public, max-age=31536000, immutable";
// One line tells the operator; one per image would flood the log while the disk stays full.
const warningIntervalMs = 60_000;

/**
 * GET /media/{id}-{hash}/{width}.{format}: an image variant, made from the original on first request,
 * kept on disk and served with immutable caching. Unknown originals, widths and formats answer 404 and
 * create nothing; simultaneous first requests for one variant make it once. A variant that cannot be
 * kept on disk is served all the same.
 */
export function mediaVariants(db: Kysely<Database>, mediaDir: string) {
  let warnedAt = Number.NEGATIVE_INFINITY;
  // The content of a variant made, with a warning (at most one a minute) when it was not kept.
  const reportingUnkept = (made: MadeVariant, log: Logger) => {
    if (made.notKept !== undefined && Date.now() - warnedAt >= warningIntervalMs) {
      warnedAt = Date.now();
      log.warn("image variants not kept on disk", { mediaDir, error: made.notKept });
    }
    return made.content;
  };

  return async (c: Context<AppEnv>) => {
    const wanted = parseVariantPath(c.req.path);
    if (!wanted) return c.notFound();
    const original = await db
      .selectFrom("media_file")
      .select(["sha256", "mime_type"])
      .where("id", "=", wanted.id)
      .executeTakeFirst();
    if (!original?.sha256.startsWith(wanted.hash) || !original.mime_type.startsWith("image/")) {
      return c.notFound();
    }
    const variant: Variant = {
      sha256: original.sha256,
      width: wanted.width,
      format: wanted.format,
    };
    const image = (content: NonSharedBuffer, format: VariantFormat, cacheControl: string) =>
      c.body(content, 200, { "Content-Type": contentTypes[format], "Cache-Control": cacheControl });
    const log = c.var.log;

    const saved = await savedVariant(mediaDir, variant);
    if (saved) return image(saved, wanted.format, immutable);
    try {
      // An AVIF takes over a second at large widths: the visitor gets the WebP of the same width at
      // once, never cached (it is not what the URL names), and the AVIF is made meanwhile. Without a
      // disk to keep it on, the AVIF would be made again and again: then it is made for this request.
      if (wanted.format === "avif" && (await mediaWritable(mediaDir))) {
        const standIn = await makeVariant(mediaDir, { ...variant, format: "webp" }, { log });
        makeVariant(mediaDir, variant, { priority: "background", log })
          .then((made) => reportingUnkept(made, log))
          .catch((error: unknown) => log.warn("image variant failed", { error }));
        return image(reportingUnkept(standIn, log), "webp", "no-store");
      }
      return image(
        reportingUnkept(await makeVariant(mediaDir, variant, { log }), log),
        wanted.format,
        immutable,
      );
    } catch (error) {
      if (!(error instanceof MissingOriginalError)) throw error;
      log.warn("original file missing", { mediaId: wanted.id, sha256: original.sha256 });
      return c.notFound();
    }
  };
}
