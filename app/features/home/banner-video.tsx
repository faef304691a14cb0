import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import type { HomeBannerView } from "#app/model/content/home-banner-view.ts";
import type { Photo } from "#app/model/media/image-variants.ts";
import { variantUrl } from "#app/model/media/image-variants.ts";

type Video = Extract<HomeBannerView, { type: "video" }>["video"];

// docs/requirements.md §2 video banner: muted, autoplay, loop, over its poster photo. It starts from script so that a
// visitor who prefers reduced motion sees the poster and can start it; a button pauses it (WCAG 2.2.2).
export function BannerVideo({ video, poster }: { video: Video; poster: Photo }) {
  const { t } = useTranslation("listings");
  const element = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.current?.play().catch(() => setPlaying(false));
  }, []);
  const toggle = () => {
    const current = element.current;
    if (!current) return;
    if (current.paused) void current.play();
    else current.pause();
  };
  return (
    <>
      <video
        ref={element}
        className="banner-video"
        muted
        loop
        playsInline
        preload="metadata"
        poster={variantUrl(poster.key, 1600, "jpg")}
        width={poster.width}
        height={poster.height}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={video.url} type={video.mimeType} />
      </video>
      <div className="slides__controls">
        <button type="button" className="icon-button" onClick={toggle}>
          <Icon name={playing ? "pause" : "play"} />
          <span className="visually-hidden">{t(playing ? "home.pause" : "home.play")}</span>
        </button>
      </div>
    </>
  );
}
