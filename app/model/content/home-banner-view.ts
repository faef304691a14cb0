import type { HomeBanner } from "#app/model/config/site-config.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// The home banner (spec §2 Home page, §3 Banner) resolved for one language: the configured texts when
// public, the photos, video or slides it shows.

export interface Slide {
  photo: Photo;
  title: string;
  caption?: string | undefined;
  /** The page of the property or project the slide shows. */
  url?: string | undefined;
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
