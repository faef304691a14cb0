import { useTranslation } from "react-i18next";
import type { Photo } from "../../catalogue/image-variants.ts";
import { ResponsivePhoto } from "../../components/ui/responsive-photo.tsx";

// spec §2 Property detail: the photos first. The main one large, the next four beside it on larger
// screens, then every other photo in the same grid further down; on phones one column that scrolls
// sideways. Each photo is named by its place so that a screen reader user knows how many there are.
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
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
              sizes={
                index === 0 ? "(min-width: 1280px) 760px, 100vw" : "(min-width: 1280px) 380px, 85vw"
              }
              eager={index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
