import type { Kysely } from "kysely";
import sharp from "sharp";
import { readOriginal } from "#app/data/media/media-store.server.ts";
import type { Database } from "#app/data/schema.ts";
import { defaultLanguage } from "#app/i18n/languages.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import { parseMediaKey } from "#app/model/media/image-variants.ts";
import { siteNameOf } from "#app/seo/page-description.server.ts";
import { type IconSize, monogramSvg, type SiteIcon, siteIcon } from "#app/seo/site-icon.ts";

// The icon's PNG files, drawn once per version and size and kept in memory (a few kilobytes each).
const drawn = new Map<string, Promise<Buffer>>();

/** The configured site's icon, with the cache its URL allows: a year for the current version. */
export function currentIcon(config: SiteConfig | undefined, url: URL) {
  const name = siteNameOf(config, defaultLanguage);
  const icon = siteIcon(config, name);
  const current = url.searchParams.get("v") === icon.version;
  const cache = current ? "public, max-age=31536000, immutable" : "public, max-age=3600";
  return { name, icon, cache };
}

const appleTouchSize = 180;

/** The configured image's original, or undefined when it is no longer stored. */
async function storedOriginal(
  db: Kysely<Database>,
  mediaDir: string,
  key: string,
): Promise<Buffer | undefined> {
  const stored = parseMediaKey(key);
  if (!stored) return undefined;
  const row = await db
    .selectFrom("media_file")
    .select("sha256")
    .where("id", "=", stored.id)
    .executeTakeFirst();
  if (!row?.sha256.startsWith(stored.hash)) return undefined;
  return readOriginal(mediaDir, row.sha256);
}

async function draw(
  db: Kysely<Database>,
  mediaDir: string,
  icon: SiteIcon,
  size: IconSize,
): Promise<Buffer> {
  const original = icon.key ? await storedOriginal(db, mediaDir, icon.key) : undefined;
  // The monogram's 64-unit box is drawn at the density that gives the size wanted, not scaled up.
  const image = original
    ? sharp(original).rotate()
    : sharp(Buffer.from(monogramSvg(icon)), { density: (72 * size) / 64 });
  const square = image.resize(size, size, { fit: "cover" });
  // Home screens round the corners themselves and paint transparent ones black.
  const filled = size === appleTouchSize ? square.flatten({ background: icon.brand }) : square;
  return filled.png({ compressionLevel: 9 }).toBuffer();
}

export function iconPng(
  db: Kysely<Database>,
  mediaDir: string,
  icon: SiteIcon,
  size: IconSize,
): Promise<Buffer> {
  const id = `${icon.version}/${size}`;
  let png = drawn.get(id);
  if (!png) {
    png = draw(db, mediaDir, icon, size);
    drawn.set(id, png);
    png.catch(() => drawn.delete(id));
  }
  return png;
}

/** An .ico file holding one PNG image, as browsers have read them since 2007. */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width and height, 0 meaning 256
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}
