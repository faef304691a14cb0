import type { Kysely } from "kysely";
import { availableProjects } from "#app/data/catalogue/project-cards.server.ts";
import { projectPriceRanges } from "#app/data/catalogue/project-prices.server.ts";
import { latestOffers } from "#app/data/catalogue/property-cards.server.ts";
import { storedPhoto } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { localizedValue } from "#app/domain/localized.ts";
import { formatEuro } from "#app/domain/price.ts";
import type { Language } from "#app/i18n/languages.ts";
import { propertyPlace } from "#app/model/catalogue/listing-place.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { HomeBannerView, Slide } from "#app/model/content/home-banner-view.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

const photo = ({ key, width, height }: Photo): Photo => ({ key, width, height });

/** The configured home banner with what it shows; a plain banner without configuration or slides. */
export async function homeBanner(
  db: Kysely<Database>,
  config: SiteConfig | undefined,
  language: Language,
): Promise<HomeBannerView> {
  if (!config) return { type: "plain" };
  const banner = config.homeBanner;
  const text = {
    title: banner.title?.public
      ? localizedValue(banner.title.text, language) || undefined
      : undefined,
    description: banner.description?.public
      ? localizedValue(banner.description.text, language) || undefined
      : undefined,
  };
  switch (banner.type) {
    case "image":
      return { type: "image", image: photo(banner.image), ...text };
    case "gallery":
      return { type: "gallery", images: banner.images.map(photo), ...text };
    case "video":
      return { type: "video", video: banner.video, poster: photo(banner.poster), ...text };
    case "properties":
    case "projects": {
      const slides =
        banner.type === "properties"
          ? await propertySlides(db, language, banner.count)
          : await projectSlides(db, language);
      return slides.length ? { type: "slides", slides, ...text } : { type: "plain", ...text };
    }
  }
}

async function propertySlides(
  db: Kysely<Database>,
  language: Language,
  count: number,
): Promise<Slide[]> {
  const cards = await latestOffers(db, language, { limit: count * 2 });
  return cards
    .flatMap((card) =>
      card.photo
        ? [
            {
              photo: card.photo,
              title: card.title,
              caption: card.city || undefined,
              place: propertyPlace(card),
            },
          ]
        : [],
    )
    .slice(0, count);
}

/** docs/requirements.md §2: a slider of project pictures, each linking to its project's page. */
async function projectSlides(db: Kysely<Database>, language: Language): Promise<Slide[]> {
  // Only those with a photo are slides: their price ranges alone are looked up.
  const rows = (await availableProjects(db, language).orderBy("p.id").execute()).flatMap((row) => {
    const picture = storedPhoto(row);
    return picture ? [{ ...row, picture }] : [];
  });
  const prices = await projectPriceRanges(db, rows);
  return rows.map((row) => {
    const fromPrice = prices.get(row.id)?.min;
    return {
      photo: row.picture,
      title: row.name,
      place: { id: row.id, name: row.name, city: row.city ?? "" },
      fromPrice: fromPrice ? formatEuro(fromPrice) : undefined,
    };
  });
}
