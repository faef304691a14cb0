import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { Slide } from "#app/model/content/home-banner-view.ts";
import { listingUrl } from "#app/routing/listing-urls.ts";
import { BannerPhoto } from "./banner-photo.tsx";
import { useSlideshow } from "./use-slideshow.ts";

// docs/requirements.md §2 gallery, properties and projects banners: slides fading into each other (docs/requirements.md §9: 500 ms,
// autoplay, fade). Only the current slide is exposed to assistive technology and the keyboard.
export function BannerSlides({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation(["common", "listings"]);
  const language = useLanguage();
  const { index, playing, setPlaying, show, isDue } = useSlideshow(slides.length);
  return (
    <div className="slides">
      {slides.map((slide, i) => (
        <figure
          key={slide.photo.key}
          className="slides__slide"
          data-current={i === index}
          inert={i !== index}
        >
          {isDue(i) ? (
            <BannerPhoto photo={slide.photo} priority={i === 0 ? "lcp" : "eager"} />
          ) : null}
          {slide.title ? (
            <figcaption className="slides__caption">
              <strong>
                {slide.place ? (
                  <Link className="slides__link" to={listingUrl(slide.place, language)}>
                    {slide.title}
                  </Link>
                ) : (
                  slide.title
                )}
              </strong>
              {slide.caption ? <span>{slide.caption}</span> : null}
              {slide.fromPrice ? (
                <span>
                  {t("offer.from")} {slide.fromPrice}
                </span>
              ) : null}
            </figcaption>
          ) : null}
        </figure>
      ))}
      {slides.length > 1 ? (
        <div className="slides__controls">
          <button type="button" className="icon-button" onClick={() => show(index - 1)}>
            <Icon name="chevronLeft" />
            <span className="visually-hidden">{t("content.previous")}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => setPlaying(!playing)}>
            <Icon name={playing ? "pause" : "play"} />
            <span className="visually-hidden">
              {t(playing ? "listings:home.pause" : "listings:home.play")}
            </span>
          </button>
          <button type="button" className="icon-button" onClick={() => show(index + 1)}>
            <Icon name="chevronRight" />
            <span className="visually-hidden">{t("content.next")}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
