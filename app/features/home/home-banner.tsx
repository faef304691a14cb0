import { useTranslation } from "react-i18next";
import type { HomeBannerView } from "#app/model/content/home-banner-view.ts";
import { BannerPhoto } from "./banner-photo.tsx";
import { BannerSlides } from "./banner-slides.tsx";
import { BannerVideo } from "./banner-video.tsx";

// docs/requirements.md §2 Home page banner: image, gallery, video, properties or projects slider, with the configured
// title and description when public. The search block (browse capability) will sit on it.
export function HomeBanner({ banner }: { banner: HomeBannerView }) {
  const { t } = useTranslation("listings");
  return (
    <section className={`home-banner home-banner--${banner.type}`} aria-labelledby="home-heading">
      <div className="home-banner__media">
        {banner.type === "image" ? <BannerPhoto photo={banner.image} priority="lcp" /> : null}
        {banner.type === "gallery" ? (
          <BannerSlides slides={banner.images.map((photo) => ({ photo, title: "" }))} />
        ) : null}
        {banner.type === "slides" ? <BannerSlides slides={banner.slides} /> : null}
        {banner.type === "video" ? (
          <BannerVideo video={banner.video} poster={banner.poster} />
        ) : null}
      </div>
      <div className="container home-banner__text">
        <h1 id="home-heading">{banner.title ?? t("home.heading")}</h1>
        <p className="home-banner__intro">{banner.description ?? t("home.intro")}</p>
      </div>
    </section>
  );
}
