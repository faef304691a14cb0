import { inflateSync } from "node:zlib";
import { type MediaKind, maxUploadBytes } from "#app/model/media/media-limits.ts";
import { imageTypeOf, isPdf } from "#app/services/media/media-type.server.ts";

// Issue 27 "Media library", ADR 059: an upload's kind is read from its content (the import's rule,
// media-type.server.ts), never from its name or the type the browser announces. Markup that a browser
// could run (an SVG, an HTML page renamed .jpg, a script hidden in a photo's comment) and a PDF with
// JavaScript are refused.

export type ContentVerdict =
  | { kind: MediaKind; mimeType: string }
  | { refused: "empty" | "notAllowed" | "script" | "pdfScript" }
  | { refused: "tooLarge"; kind: MediaKind; maxBytes: number };

/** Markup a browser would run, wherever it hides in the file: read as Latin-1, byte for byte. */
const markup = /<(?:script|svg|html|iframe|object|embed)[\s>/]|<!doctype\s+html|javascript:/i;

export async function sniffUpload(
  content: Buffer,
  limits: Record<MediaKind, number> = maxUploadBytes,
): Promise<ContentVerdict> {
  if (content.length === 0) return { refused: "empty" };
  if (markup.test(content.toString("latin1"))) return { refused: "script" };
  const found = await typeOf(content);
  if (!found) return { refused: "notAllowed" };
  if (content.length > limits[found.kind])
    return { refused: "tooLarge", kind: found.kind, maxBytes: limits[found.kind] };
  if (found.kind === "pdf" && pdfHasScript(content)) return { refused: "pdfScript" };
  return found;
}

async function typeOf(content: Buffer): Promise<{ kind: MediaKind; mimeType: string } | undefined> {
  if (isPdf(content)) return { kind: "pdf", mimeType: "application/pdf" };
  const video = videoTypeOf(content);
  if (video) return { kind: "video", mimeType: video };
  const image = await imageTypeOf(content);
  return "mimeType" in image ? { kind: "image", mimeType: image.mimeType } : undefined;
}

// ISO/IEC 14496-12: an MP4 opens with a box named `ftyp`; HEIF images (AVIF, HEIC) do too, with their
// own brands, and are left to the image test.
const imageBrands = new Set(["avif", "avis", "heic", "heix", "mif1", "msf1"]);

/** WebM is Matroska (an EBML header, 1A 45 DF A3) whose DocType says `webm`. */
function videoTypeOf(content: Buffer): string | undefined {
  if (content.subarray(4, 8).toString("latin1") === "ftyp") {
    const brand = content.subarray(8, 12).toString("latin1");
    return imageBrands.has(brand) ? undefined : "video/mp4";
  }
  const ebml = content.readUInt32BE(0) === 0x1a45dfa3;
  return ebml && content.subarray(0, 64).includes("webm", 0, "latin1") ? "video/webm" : undefined;
}

// A PDF name may spell a letter as #xx (ISO 32000, 7.3.5): /J#61vaScript is /JavaScript.
const pdfName = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2})+)/g;
const scriptNames = new Set(["JS", "JavaScript"]);
// Compressed streams (object streams hold whole dictionaries) are read too, up to this many bytes in all.
const maxInflatedBytes = 64_000_000;

/** A `/JS` or `/JavaScript` name anywhere: in the file or in one of its Flate-compressed streams. */
export function pdfHasScript(content: Buffer): boolean {
  const text = content.toString("latin1");
  if (namesScript(text)) return true;
  let inflated = 0;
  for (const stream of text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    const body = Buffer.from(stream[1] ?? "", "latin1");
    let plain: Buffer;
    try {
      plain = inflateSync(body, { maxOutputLength: maxInflatedBytes - inflated + 1 });
    } catch (error) {
      // A PDF that would inflate past the budget cannot be checked, so it is not taken; a stream
      // that is not Flate-compressed (an image's DCT) is no dictionary.
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return true;
      continue;
    }
    inflated += plain.length;
    if (namesScript(plain.toString("latin1"))) return true;
  }
  return false;
}

function namesScript(text: string): boolean {
  for (const match of text.matchAll(pdfName)) {
    const name = (match[1] ?? "").replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (scriptNames.has(name)) return true;
  }
  return false;
}
