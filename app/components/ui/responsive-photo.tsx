import { preload } from "react-dom";
import {
  offeredWidths,
  type Photo,
  type PhotoKind,
  type VariantFormat,
  type VariantWidth,
  variantUrl,
} from "#app/model/media/image-variants.ts";

/**
 * How soon the photo is needed: "lazy" below the fold (the default), "eager" in the first screen,
 * "lcp" for the one photo that is the page's largest paint: fetched first, and announced in the
 * head so that the browser starts on it before it has read the body.
 */
export type PhotoPriority = "lazy" | "eager" | "lcp";

interface ResponsivePhotoProps {
  /** The stored original; its size sets the aspect ratio before the image arrives (no layout shift). */
  photo: Photo;
  alt: string;
  /** The rendered width per breakpoint, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  priority?: PhotoPriority | undefined;
  /** A full-width banner offers up to 1920 px (docs/requirements.md §9), any other photo up to 1600. */
  kind?: PhotoKind | undefined;
}

const modernFormats: VariantFormat[] = ["avif", "webp"];

/** A photo in AVIF, WebP or JPEG at the width the layout needs, never larger than the original. */
export function ResponsivePhoto(props: ResponsivePhotoProps) {
  const { photo, alt, sizes, priority = "lazy", kind = "photo" } = props;
  const { key: photoKey, width, height } = photo;
  const widths = offeredWidths(photo, kind);
  const srcSet = (format: VariantFormat) =>
    widths.map((w) => `${variantUrl(photoKey, w, format)} ${Math.min(w, width)}w`).join(", ");
  const fallback: VariantWidth = widths.includes(600) ? 600 : (widths.at(-1) ?? 100);
  if (priority === "lcp") {
    // The same candidates as the AVIF <source>, so that the preloaded file is the one it picks;
    // browsers without AVIF skip the preload by its type.
    preload(variantUrl(photoKey, fallback, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet("avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {modernFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        src={variantUrl(photoKey, fallback, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority === "lazy" ? "lazy" : "eager"}
        fetchPriority={priority === "lcp" ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
