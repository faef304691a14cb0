import { type PhotoPriority, ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { Photo } from "#app/model/media/image-variants.ts";

// The banner is the full width and clamp(32rem, 88vh, 50rem) high (shell.css .home-banner), and the
// photo covers it: on a tall screen its height sets its width, wider than the screen.
const bannerHeight = "clamp(32rem, 88vh, 50rem)";

/** A banner photo, full width, covering the banner's box (docs/requirements.md §9: banner images up to 1920 wide). */
export function BannerPhoto({ photo, priority }: { photo: Photo; priority?: PhotoPriority }) {
  const ratio = Math.round((photo.width / photo.height) * 1000) / 1000;
  return (
    <ResponsivePhoto
      photo={photo}
      alt=""
      sizes={`max(100vw, ${bannerHeight} * ${ratio})`}
      priority={priority}
      kind="banner"
    />
  );
}
