import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mediaItemPath, mediaLibraryPath } from "#app/model/admin/media-library.ts";
import { type MediaKind, mediaKinds } from "#app/model/media/media-limits.ts";
import { MediaThumbnail } from "./media-thumbnail.tsx";

export interface MediaTile {
  id: number;
  kind: MediaKind;
  name: string;
  alt: string;
  thumbnail: { src: string; width: number; height: number } | undefined;
}

/** The library's files as a grid of thumbnails (lazy, sized: no layout shift), filtered by kind. */
export function MediaGrid({ kind, items }: { kind: MediaKind | undefined; items: MediaTile[] }) {
  const { t } = useTranslation("adminMedia");
  const filters = [undefined, ...mediaKinds] as const;
  return (
    <section className="desk-panel" aria-labelledby="media-files">
      <h2 id="media-files">{t("list.files")}</h2>
      <nav aria-label={t("list.filter")}>
        <ul className="media-filter">
          {filters.map((filter) => (
            <li key={filter ?? "all"}>
              <Link
                to={filter ? `${mediaLibraryPath}?kind=${filter}` : mediaLibraryPath}
                aria-current={filter === kind ? "page" : undefined}
              >
                {t(`list.kinds.${filter ?? "all"}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="media-panel__intro">{t("list.empty")}</p>
      ) : (
        <ul className="media-grid">
          {items.map((item) => (
            <li key={item.id} className="media-tile">
              <Link to={mediaItemPath(item.id)} className="media-tile__link">
                {item.thumbnail ? (
                  <MediaThumbnail thumbnail={item.thumbnail} alt={item.alt} />
                ) : (
                  <span className="media-tile__kind" aria-hidden="true">
                    {item.kind === "pdf" ? "PDF" : "▶"}
                  </span>
                )}
                <span className="media-tile__name">{item.name}</span>
                <span className="media-tile__meta">{t(`list.kinds.${item.kind}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
