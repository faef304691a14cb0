import type { SiteConfig } from "#app/model/config/site-config.ts";
import { offeredWidths, variantUrl } from "#app/model/media/image-variants.ts";

// Issue 27 "Settings", SEO defaults: the agency's share image, at the width a property's share image
// has (listing-head.ts), or the original's own width when it is smaller (never enlarged).
const shareWidth = 1360;

export function shareImageOf(config: SiteConfig | undefined): string | undefined {
  const image = config?.seo.image;
  if (!image) return undefined;
  const width =
    offeredWidths(image)
      .filter((w) => w <= shareWidth)
      .at(-1) ?? shareWidth;
  return variantUrl(image.key, width, "jpg");
}
