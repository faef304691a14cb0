import { readFileSync } from "node:fs";
import type { ImageRefInput, SiteConfig, SiteConfigInput } from "#app/model/config/site-config.ts";
import type { ArticleDocument } from "#app/model/content/article-document.ts";
import type { MenuPageInput } from "#app/model/content/menu-page.ts";
import type { PageDocument } from "#app/model/content/page-document.ts";
import { type SiteFile, siteFileSchema } from "#app/model/content/site-file.ts";

// Issue 27 "Settings as a file": the demo agency's configuration, menu pages and articles
// (docs/requirements.md §2) are a site file, scripts/demo/site.json, applied by the site import
// (docs/operations.md "The site as a file"). Its media are named by the demo: images ("demo:logo",
// "demo:banner-1" to "-4", "demo:page-banner") and the forms' PDFs ("demo:purchase-offer-en", ...: a
// document article's key and a language); the demo draws and stores them, then writes their keys in.

export const bannerTypes = ["gallery", "image", "video", "properties", "projects"] as const;
export type BannerType = (typeof bannerTypes)[number];

/**
 * The demo's media by the names the file gives them: an image's reference, or a PDF's stored file; one
 * not given is left out.
 */
export type DemoMedia = Partial<Record<string, ImageRefInput | { mediaFileId: number }>>;

const demoFile = siteFileSchema.parse(
  JSON.parse(readFileSync(new URL("./site.json", import.meta.url), "utf8")),
);
const demoSettings = demoFile.documents.settings as Record<keyof SiteConfig, unknown>;

/** The demo agency's name and colours, which its logo (logo.ts) is drawn with. */
export const demoAgencyName = (demoSettings.agency as SiteConfig["agency"]).name;
export const demoTheme = demoSettings.theme as SiteConfig["theme"];

/**
 * The demo's site file with its images' keys written in and a home banner of `type` (`npm run demo --
 * --banner TYPE`; the file holds the gallery, whose texts and first image every type keeps).
 */
export function demoSiteFile(media: DemoMedia, type: BannerType = "gallery"): SiteFile {
  const file = withMedia(demoFile, media) as SiteFile;
  const settings = file.documents.settings as Record<keyof SiteConfig, unknown>;
  settings.homeBanner = homeBanner(type, settings.homeBanner as GalleryBanner);
  return file;
}

/** The file's settings alone: the demo's configuration (tests write it with stand-in images). */
export function demoSiteConfig(media: DemoMedia, type: BannerType = "gallery"): SiteConfigInput {
  return demoSiteFile(media, type).documents.settings as SiteConfigInput;
}

/** The file's pages as the tree the content writer takes (tests seed the demo's menu with it). */
export function demoPages(): MenuPageInput[] {
  const pages = Object.entries(demoFile.documents.page ?? {}).map(([key, body]) => ({
    id: Number(key),
    page: body as PageDocument,
  }));
  const below = (parent: number | null): MenuPageInput[] =>
    pages
      .filter(({ page }) => page.parent === parent)
      .map(({ id, page: { parent: _, ...page } }) => ({ ...page, children: below(id) }));
  return below(null);
}

/** The file's articles with the media given written in (tests seed the demo's articles with them). */
export function demoArticles(media: DemoMedia): ArticleDocument[] {
  return Object.values(withMedia(demoFile.documents.article ?? {}, media) as object);
}

/** The file's document articles with a key (the forms the demo draws as PDFs, by that key). */
export function demoDocuments(): (ArticleDocument & { key: string })[] {
  return Object.values(demoFile.documents.article ?? {}).filter(
    (article): article is ArticleDocument & { key: string } =>
      (article as ArticleDocument).category === "documents" &&
      (article as ArticleDocument).key !== undefined,
  );
}

function withMedia(value: unknown, media: DemoMedia): unknown {
  if (Array.isArray(value))
    return value.map((item) => withMedia(item, media)).filter((item) => item !== undefined);
  if (typeof value !== "object" || value === null) return value;
  const { key, ...rest } = value as { key?: unknown };
  if (typeof key === "string" && key.startsWith("demo:")) {
    const given = media[key.slice("demo:".length)];
    return given && { ...rest, ...given };
  }
  return Object.fromEntries(
    Object.entries(value)
      .map(([name, item]) => [name, withMedia(item, media)])
      .filter(([, item]) => item !== undefined),
  );
}

type GalleryBanner = Extract<SiteConfig["homeBanner"], { type: "gallery" }>;

function homeBanner(type: BannerType, gallery: GalleryBanner): SiteConfig["homeBanner"] {
  const { type: _, images, ...text } = gallery;
  const [first] = images;
  if (!first) throw new Error("the demo needs banner images");
  switch (type) {
    case "gallery":
      return gallery;
    case "image":
      return { ...text, type, image: first };
    case "video":
      // No video file ships with the demo: the poster shows, as it does before a video loads.
      return {
        ...text,
        type,
        video: { url: "/demo/banner.webm", mimeType: "video/webm" },
        poster: first,
      };
    case "properties":
      return { ...text, type, count: 6 };
    case "projects":
      return { ...text, type };
  }
}
