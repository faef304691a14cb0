import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "#app/components/ui/icon.tsx";
import { type PhotoPriority, ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import { offeredWidths, type Photo, variantUrl } from "#app/model/media/image-variants.ts";
import { moreSizes, mosaicSize, mosaicSizes } from "./gallery-layout.ts";
import { useLightbox } from "./use-lightbox.ts";

/** A photo's largest variant (1600 px, or the original's width when smaller): where its link goes. */
const largest = (photo: Photo) => variantUrl(photo.key, offeredWidths(photo).at(-1) ?? 100, "jpg");

// docs/requirements.md §2 Property detail: the photos first. The main one large and up to four more in a mosaic that
// leaves no cell empty (gallery-layout.ts), then "all N photos". Every photo is a link to its large
// variant: without JavaScript that is the photo itself, and the photos past the mosaic follow in a
// list (gallery.css shows it only then); with JavaScript a click opens the lightbox on that photo.
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation("property");
  const { Lightbox, opened, warm, open, close } = useLightbox();
  if (photos.length === 0) return null;
  const total = photos.length;

  const link = (photo: Photo, index: number, sizes: string, priority: PhotoPriority) => (
    <a
      className="gallery__link"
      href={largest(photo)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // A click with a modifier keeps its meaning (a new tab, a download).
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        open(index, event.currentTarget, event.currentTarget.href);
      }}
    >
      <ResponsivePhoto
        photo={photo}
        alt={index === 0 ? title : t("property.photo", { number: index + 1, total })}
        sizes={sizes}
        priority={priority}
      />
    </a>
  );
  const rest = photos.slice(mosaicSize);

  return (
    <section
      className="gallery"
      aria-label={t("property.photos")}
      onPointerEnter={warm}
      onFocus={warm}
    >
      <div className="gallery__mosaic">
        <ul className="gallery__grid" data-count={Math.min(total, mosaicSize)}>
          {photos.slice(0, mosaicSize).map((photo, index) => (
            <li key={photo.key} className="gallery__item">
              {link(photo, index, mosaicSizes(index, total), index === 0 ? "lcp" : "lazy")}
            </li>
          ))}
        </ul>
        {rest.length > 0 ? (
          <>
            <a className="gallery__all gallery__all--link" href="#more-photos">
              <Icon name="photos" />
              {t("gallery.allPhotos", { total })}
            </a>
            <button
              type="button"
              className="gallery__all gallery__all--button"
              onClick={(event) => open(0, event.currentTarget, largest(photos[0] as Photo))}
            >
              <Icon name="photos" />
              {t("gallery.allPhotos", { total })}
            </button>
          </>
        ) : null}
      </div>
      {rest.length > 0 ? (
        <div className="gallery__more" id="more-photos">
          <h2 className="visually-hidden">{t("gallery.morePhotos")}</h2>
          <ul className="gallery__more-grid">
            {rest.map((photo, i) => (
              <li key={photo.key} className="gallery__item">
                {link(photo, mosaicSize + i, moreSizes, "lazy")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {Lightbox && opened ? (
        <Lightbox photos={photos} title={title} start={opened.index} onClose={close} />
      ) : null}
    </section>
  );
}
