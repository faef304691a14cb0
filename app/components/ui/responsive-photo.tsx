import {
  offeredWidths,
  type Photo,
  type VariantFormat,
  type VariantWidth,
  variantUrl,
} from "../../catalogue/image-variants.ts";

interface ResponsivePhotoProps {
  /** The stored original; its size sets the aspect ratio before the image arrives (no layout shift). */
  photo: Photo;
  alt: string;
  /** The rendered width per breakpoint, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
}

const modernFormats: VariantFormat[] = ["avif", "webp"];

/** A photo in AVIF, WebP or JPEG at the width the layout needs, never larger than the original. */
export function ResponsivePhoto({ photo, alt, sizes, eager }: ResponsivePhotoProps) {
  const { key: photoKey, width, height } = photo;
  const widths = offeredWidths(photo);
  const srcSet = (format: VariantFormat) =>
    widths.map((w) => `${variantUrl(photoKey, w, format)} ${Math.min(w, width)}w`).join(", ");
  const fallback: VariantWidth = widths.includes(600) ? 600 : (widths.at(-1) ?? 100);
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
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
