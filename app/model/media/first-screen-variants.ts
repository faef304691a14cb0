import {
  offeredWidths,
  type Photo,
  type VariantFormat,
  type VariantWidth,
  variantFormats,
} from "./image-variants.ts";

/** Where a photo shows on a first screen: a property card, a home banner slide, a video's poster. */
export type PhotoUse = "card" | "banner" | "poster";

// The device pixels a photo's slot takes on the screens most visitors use; the browser then takes the
// smallest offered width at or above it (ResponsivePhoto's srcset):
// - a card is 300 CSS px wide on desktops (property-card.tsx `cardSizes`), at 1x and at 2x;
// - a banner is 100vw (banner-photo.tsx) on desktops from 1280 to 1920 px wide.
const slotPixels: Record<Exclude<PhotoUse, "poster">, number[]> = {
  card: [300, 600],
  banner: [1280, 1920],
};

/**
 * The variants browsers ask for when a photo shows in this use on a first screen: each width in AVIF
 * (Chromium, Firefox, Safari), WebP (served while an AVIF is made) and JPEG (older browsers). A video
 * poster is one JPEG (banner-video.tsx).
 */
export function firstScreenVariants(
  photo: Pick<Photo, "width">,
  use: PhotoUse,
): { width: VariantWidth; format: VariantFormat }[] {
  if (use === "poster") return [{ width: 1600, format: "jpg" }];
  const offered = offeredWidths(photo, use === "banner" ? "banner" : "photo");
  const widths = new Set(
    slotPixels[use].map((px) => offered.find((w) => w >= px) ?? offered.at(-1)),
  );
  return [...widths].flatMap((width) =>
    width ? variantFormats.map((format) => ({ width, format })) : [],
  );
}
