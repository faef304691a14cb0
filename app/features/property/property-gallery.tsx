import { useTranslation } from "react-i18next";
import { ResponsivePhoto } from "#app/components/ui/responsive-photo.tsx";
import type { Photo } from "#app/model/media/image-variants.ts";

// The boxes' widths for `sizes` (property.css .gallery, in a .container of at most 75rem with 1rem or
// 1.5rem padding): on phones 88% of the row; from 767 px four columns with 0.5rem gaps, the main photo
// spanning two (all of them when it is alone). The boxes are about 3:2, like the photos.
const phone = "calc(88vw - 1.75rem)";
const sizes = {
  alone: `(min-width: 1200px) 1152px, (min-width: 767px) calc(100vw - 3rem), ${phone}`,
  main: `(min-width: 1200px) 572px, (min-width: 767px) calc(50vw - 1.75rem), ${phone}`,
  other: `(min-width: 1200px) 282px, (min-width: 767px) calc(25vw - 1.125rem), ${phone}`,
};

// spec §2 Property detail: the photos first. The main one large, the next four beside it on larger
// screens, then every other photo in the same grid further down; on phones one column that scrolls
// sideways. Each photo is named by its place so that a screen reader user knows how many there are.
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation("property");
  if (photos.length === 0) return null;
  return (
    <section className="gallery" aria-label={t("property.photos")}>
      <ul
        className="gallery__grid"
        data-count={Math.min(photos.length, 5)}
        // On phones the list scrolls sideways: keyboard users scroll it once it has focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
      >
        {photos.map((photo, index) => (
          <li key={photo.key} className="gallery__item">
            <ResponsivePhoto
              photo={photo}
              alt={
                index === 0
                  ? title
                  : t("property.photo", { number: index + 1, total: photos.length })
              }
              sizes={sizes[index > 0 ? "other" : photos.length > 1 ? "main" : "alone"]}
              priority={index === 0 ? "lcp" : "lazy"}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
