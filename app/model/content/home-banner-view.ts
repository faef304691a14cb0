import type { ListingPlace } from "#app/model/catalogue/listing-place.ts";
import type { HomeBanner } from "#app/model/config/site-config.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// The home banner (docs/requirements.md §2 Home page, §3 Banner) resolved for one language: the configured texts when
// public, the photos, video or slides it shows.

export interface Slide {
  photo: Photo;
  title: string;
  caption?: string | undefined;
  /** The property or project the slide shows, whose page it links to. */
  place?: ListingPlace | undefined;
  /** A project's lowest price, shown as "from € 225.000". */
  fromPrice?: string | undefined;
}

type Text = { title?: string | undefined; description?: string | undefined };

export type HomeBannerView = Text &
  (
    | { type: "image"; image: Photo }
    | { type: "gallery"; images: Photo[] }
    | { type: "video"; video: Extract<HomeBanner, { type: "video" }>["video"]; poster: Photo }
    | { type: "slides"; slides: Slide[] }
    | { type: "plain" }
  );
