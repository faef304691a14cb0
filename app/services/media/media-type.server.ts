import sharp from "sharp";
import { maxImagePixels } from "#app/model/media/media-limits.ts";

// A file's type is read from its content, never from its name: a text file named `.jpg` is not a photo.

const imageTypes: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export type ContentType = { mimeType: string } | { problem: string };

/** The type of an image sharp can read within the pixel limit, or why it is not one. */
export async function imageTypeOf(content: Buffer): Promise<ContentType> {
  try {
    const { format, compression, width, height } = await sharp(content, {
      limitInputPixels: maxImagePixels,
    }).metadata();
    // sharp names AVIF by its container (HEIF) and its codec (AV1); other HEIF files browsers cannot show.
    const mimeType =
      format === "heif" ? (compression === "av1" ? "image/avif" : undefined) : imageTypes[format];
    if (!mimeType || !width || !height) {
      return { problem: `is a ${format} image, not a JPEG, PNG, WebP, AVIF or GIF photo` };
    }
    return { mimeType };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: `is not an image that can be read (${reason})` };
  }
}

/** A PDF starts with `%PDF-` (ISO 32000, 7.5.2). */
export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString("latin1") === "%PDF-";
}

/** A document is a PDF or an image (a floor plan, a scanned certificate). */
export async function documentTypeOf(content: Buffer): Promise<ContentType> {
  if (isPdf(content)) return { mimeType: "application/pdf" };
  const image = await imageTypeOf(content);
  return "mimeType" in image
    ? image
    : { problem: "is neither a PDF nor an image that can be read" };
}
