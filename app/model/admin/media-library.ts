import * as z from "zod/mini";
import { type Language, languages } from "#app/i18n/languages.ts";
import type { ImageRefInput } from "#app/model/config/site-config.ts";
import { fileUrl, mediaKey, offeredWidths, variantUrl } from "#app/model/media/image-variants.ts";
import { type MediaKind, mediaKinds } from "#app/model/media/media-limits.ts";

// Issue 27 "Media library", ADR 059: what the desk shows of a library item, its forms, and the value
// an editor stores when it names one of its images (the site configuration's imageRef).

/** An alternative text per language; a language left out has none. */
export type AltTexts = Partial<Record<Language, string>>;

export interface MediaItem {
  id: number;
  mediaFileId: number;
  sha256: string;
  kind: MediaKind;
  name: string;
  mimeType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: AltTexts;
  createdAt: string;
}

const errors = "adminMedia:errors";

/** An alternative text's form field, one per language: `alt_en`, `alt_nl`... */
export const altField = (language: Language) => `alt_${language}` as const;

const altText = z.optional(
  z.string().check(z.trim(), z.maxLength(250, { error: `${errors}.altTooLong` })),
);

/** The alternative texts of the upload and alt forms (which languages are required: the service's rule). */
export const altSchema = z.object(
  Object.fromEntries(languages.map((language) => [altField(language), altText])) as Record<
    ReturnType<typeof altField>,
    typeof altText
  >,
);

/** The form's alternative texts as a value, empty ones left out. */
export function altTextsOf(form: z.output<typeof altSchema>): AltTexts {
  const texts: AltTexts = {};
  for (const language of languages) {
    const text = form[altField(language)];
    if (text) texts[language] = text;
  }
  return texts;
}

/** The library's kind filter (`?kind=`): a known kind, anything else is every kind. */
export function readKindFilter(value: string | null): MediaKind | undefined {
  return mediaKinds.find((kind) => kind === value);
}

/** The library's address, and an item's. */
export const mediaLibraryPath = "/admin/media/";
export const mediaItemPath = (id: number) => `${mediaLibraryPath}${id}/`;

/**
 * The value the configuration and pages store for a library image (site-config.ts imageRef), or
 * undefined for a PDF or a video.
 */
export function imageRefOf(
  item: Pick<MediaItem, "kind" | "mediaFileId" | "sha256" | "width" | "height" | "alt">,
): ImageRefInput | undefined {
  if (item.kind !== "image" || !item.width || !item.height) return undefined;
  return {
    key: mediaKey(item.mediaFileId, item.sha256),
    width: item.width,
    height: item.height,
    alt: { ...item.alt },
  };
}

/** The grid's largest thumbnail width: two columns on a phone, five or six on a desktop. */
const thumbnailWidth = 400;

/** A library image's thumbnail: a WebP variant no wider than the grid needs, with its own size. */
export function thumbnailOf(
  item: Pick<MediaItem, "kind" | "mediaFileId" | "sha256" | "width" | "height">,
): { src: string; width: number; height: number } | undefined {
  if (item.kind !== "image" || !item.width || !item.height) return undefined;
  const width =
    offeredWidths({ width: item.width })
      .filter((w) => w <= thumbnailWidth)
      .pop() ?? 100;
  const shown = Math.min(width, item.width);
  return {
    src: variantUrl(mediaKey(item.mediaFileId, item.sha256), width, "webp"),
    width: shown,
    height: Math.max(1, Math.round((item.height * shown) / item.width)),
  };
}

/** An image the MediaPicker offers: what it shows, and the imageRef it posts (as JSON). */
export interface PickerImage {
  key: string;
  /** The imageRef as JSON: what the picker's field posts, read by the editor's imageRef schema. */
  value: string;
  name: string;
  alt: string;
  thumbnail: { src: string; width: number; height: number };
}

/** A library item as the picker offers it, in the desk's language; undefined for a PDF or a video. */
export function pickerImageOf(item: MediaItem, language: Language): PickerImage | undefined {
  const ref = imageRefOf(item);
  const thumbnail = thumbnailOf(item);
  if (!ref || !thumbnail) return undefined;
  return {
    key: ref.key,
    value: JSON.stringify(ref),
    name: item.name,
    alt: item.alt[language] ?? "",
    thumbnail,
  };
}

const fileExtensions: Record<string, string> = {
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/**
 * Where the desk opens an item: a PDF or a video at its /files/ URL, named with the extension its
 * content has (server/files.ts serves nothing else), a photo at its largest variant.
 */
export function openUrlOf(
  item: Pick<MediaItem, "kind" | "mediaFileId" | "sha256" | "name" | "mimeType" | "width">,
): string {
  const key = mediaKey(item.mediaFileId, item.sha256);
  const extension = fileExtensions[item.mimeType];
  if (!extension) {
    const widths = offeredWidths({ width: item.width ?? 0 }, "banner");
    return variantUrl(key, widths[widths.length - 1] ?? 100, "jpg");
  }
  const stem = item.name.replace(/\.[^.]*$/, "") || "file";
  return fileUrl(key, `${stem}.${extension}`);
}
