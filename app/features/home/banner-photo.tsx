import { type PhotoPriority, ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { Photo } from "#app/model/media/image-variants.ts";

// The banner is the full width and clamp(32rem, 88vh, 50rem) high (shell.css .home-banner), and the
// photo covers it: on a tall screen its height sets its width, wider than the screen. Not on a phone
// (below 48rem, the site's breakpoint): there the cover would ask for a 1,920 px photo of which the
// screen shows a third, so a phone takes the photo at its own width in device pixels (docs/requirements.md
// §9 "600 on phones"; 800 at 2x, 1360 at 3x) and the cover enlarges its centre (issue 29).
const bannerHeight = "clamp(32rem, 88vh, 50rem)";
const phoneWidth = "47.99rem";

/** A banner photo, full width, covering the banner's box (docs/requirements.md §9: banner images up to 1920 wide). */
export function BannerPhoto({ photo, priority }: { photo: Photo; priority?: PhotoPriority }) {
  const ratio = Math.round((photo.width / photo.height) * 1000) / 1000;
  return (
    <ResponsivePhoto
      photo={photo}
      alt=""
      sizes={`(max-width: ${phoneWidth}) 100vw, max(100vw, ${bannerHeight} * ${ratio})`}
      priority={priority}
      kind="banner"
    />
  );
}
