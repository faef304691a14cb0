import type { Photo } from "../../catalogue/image-variants.ts";
import { ResponsivePhoto } from "../../components/ui/responsive-photo.tsx";

/** A banner photo, full width, covering the banner's box (spec §9: banner images up to 1920 wide). */
export function BannerPhoto({ photo, eager }: { photo: Photo; eager?: boolean }) {
  return <ResponsivePhoto photo={photo} alt="" sizes="100vw" eager={eager} />;
}
