import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { VideoView } from "#app/domain/video.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// The width of the poster in the property's main column (property.css .property__main, 48rem at most).
const sizes =
  "(min-width: 1200px) 768px, (min-width: 1024px) calc(100vw - 28rem), calc(100vw - 2rem)";

/**
 * A service's video or 3D tour behind our own poster (docs/requirements.md §5, §9). The player's frame, and with it
 * the first request to the service, comes only when the visitor clicks. Without JavaScript the
 * poster is a link to the video on its service, in a new tab.
 */
export function VideoPoster({ video, poster }: { video: VideoView; poster?: Photo | undefined }) {
  const { t } = useTranslation("property");
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const tour = video.kind === "tour3d";
  const service = video.service;
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing)
    return (
      <iframe
        ref={frame}
        className="property-videos__frame"
        src={video.embedUrl}
        title={t(tour ? "videos.tourTitle" : "videos.frameTitle", { service })}
        allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );

  const face = (
    <>
      {poster ? (
        <ResponsivePhoto photo={poster} alt="" sizes={sizes} />
      ) : (
        <span className="video-poster__panel" />
      )}
      <span className="video-poster__badge" aria-hidden="true">
        {t(tour ? "videos.tour" : "videos.video")} · {service}
      </span>
      <span className="video-poster__play">
        <Icon name={tour ? "cube" : "play"} />
      </span>
    </>
  );
  return (
    <figure className="video-poster">
      {hydrated ? (
        <button type="button" className="video-poster__face" onClick={() => setPlaying(true)}>
          {face}
          <span className="visually-hidden">
            {t(tour ? "videos.playTour" : "videos.play", { service })}
          </span>
        </button>
      ) : (
        <a className="video-poster__face" href={video.url} target="_blank" rel="noopener">
          {face}
          <span className="visually-hidden">
            {t(tour ? "videos.tourOn" : "videos.watchOn", { service })} {t("videos.newTab")}
          </span>
        </a>
      )}
      <figcaption className="video-poster__note">{t("videos.privacy", { service })}</figcaption>
    </figure>
  );
}
