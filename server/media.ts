import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import sharp, { type Sharp } from "sharp";
import {
  contentTypes,
  parseVariantPath,
  type VariantFormat,
  type VariantWidth,
} from "../app/catalogue/image-variants.ts";
import { originalPath } from "../app/data/media-store.server.ts";
import type { Database } from "../app/data/schema.ts";
import type { AppEnv } from "./hono-env.ts";

const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * GET /media/{id}-{hash}/{width}.{format}: an image variant, made from the original on first request,
 * kept on disk and served with immutable caching. Unknown originals, widths and formats answer 404 and
 * create nothing; simultaneous first requests for one variant make it once.
 */
export function mediaVariants(db: Kysely<Database>, mediaDir: string) {
  const making = new Map<string, Promise<string>>();
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
    const file = join(
      mediaDir,
      "variants",
      original.sha256.slice(0, 2),
      original.sha256,
      `${wanted.width}.${wanted.format}`,
    );
    if (!(await exists(file))) {
      let pending = making.get(file);
      if (!pending) {
        pending = makeVariant(
          originalPath(mediaDir, original.sha256),
          file,
          wanted.width,
          wanted.format,
        );
        c.var.log.info("image variant made", { file });
        making.set(file, pending);
        pending.finally(() => making.delete(file)).catch(() => {});
      }
      await pending;
    }
    const body = await readFile(file);
    return c.body(body, 200, {
      "Content-Type": contentTypes[wanted.format],
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
}

async function makeVariant(
  source: string,
  target: string,
  width: VariantWidth,
  format: VariantFormat,
): Promise<string> {
  const image = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  const content = await encoders[format](image).toBuffer();
  await mkdir(dirname(target), { recursive: true });
  // Write then rename: a request never reads half a file, even from another server process.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
  return target;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
