import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { PageBannerView } from "#app/model/content/page-view.ts";

interface PageBannerProps {
  banner: PageBannerView;
  /** The page's main heading: the banner's public title, else the page title for screen readers. */
  heading: string;
}

// docs/requirements.md §2 Other pages: a banner of type image or colour with an optional public title and description.
export function PageBanner({ banner, heading }: PageBannerProps) {
  return (
    <div className={`page-banner page-banner--${banner.type}`}>
      {banner.type === "image" ? (
        <div className="page-banner__photo">
          <ResponsivePhoto
            photo={banner.image}
            alt=""
            sizes="100vw"
            priority="eager"
            kind="banner"
          />
        </div>
      ) : null}
      <div className="container page-banner__text">
        <h1 className={banner.title ? undefined : "visually-hidden"}>{banner.title ?? heading}</h1>
        {banner.description ? (
          <p className="page-banner__description">{banner.description}</p>
        ) : null}
      </div>
    </div>
  );
}
