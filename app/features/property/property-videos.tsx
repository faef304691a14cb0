import { useTranslation } from "react-i18next";
import type { VideoView } from "#app/domain/video.ts";
import {
  offeredWidths,
  type Photo,
  type VariantWidth,
  variantUrl,
} from "#app/model/media/image-variants.ts";
import { VideoPoster } from "./video-poster.tsx";

// docs/requirements.md §5 video links and §9 embed parameters: each recognised video or 3D tour of the property, in
// its order. Nothing comes from another origin before the visitor asks for it: a service's player is
// framed only after a click on our own poster (the property's first photo), a file plays from our
// server with the same poster, and without JavaScript the poster links to the video on its service.
export function PropertyVideos({
  videos,
  poster,
}: {
  videos: VideoView[];
  poster?: Photo | undefined;
}) {
  const { t } = useTranslation("property");
  if (videos.length === 0) return null;
  return (
    <section className="property-section property-videos" aria-labelledby="videos-title">
      <h2 id="videos-title">{t("videos.title")}</h2>
      <ul className="property-videos__list">
        {videos.map((video, index) => (
          // A link may come twice: its place in the list tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes on the page
          <li key={`${index}-${video.url}`} className="property-videos__item">
            {video.kind === "file" ? (
              <VideoFile video={video} poster={poster} />
            ) : (
              <VideoPoster video={video} poster={poster} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const posterWidth: VariantWidth = 1024;

/** A video file served by us: the browser's own player, which fetches nothing before "play". */
function VideoFile({ video, poster }: { video: VideoView; poster?: Photo | undefined }) {
  const { t } = useTranslation("property");
  const width = poster
    ? offeredWidths(poster, "photo")
        .filter((w) => w <= posterWidth)
        .at(-1)
    : 0;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the agency's films have no spoken text to caption
    <video
      className="property-videos__frame"
      controls
      preload="none"
      poster={poster && width ? variantUrl(poster.key, width, "jpg") : undefined}
      aria-label={t("videos.fileTitle")}
    >
      <source src={video.url} type={video.mimeType} />
      <a href={video.url}>{t("videos.fileTitle")}</a>
    </video>
  );
}
