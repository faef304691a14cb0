import type { Kysely } from "kysely";
import { projectPriceRanges } from "#app/data/catalogue/project-prices.server.ts";
import { latestOffers } from "#app/data/catalogue/property-cards.server.ts";
import type { Database } from "#app/data/schema.ts";
import { localizedValue } from "#app/domain/localized.ts";
import { formatEuro } from "#app/domain/price.ts";
import type { Language } from "#app/i18n/languages.ts";
import { propertyPlace } from "#app/model/catalogue/listing-place.ts";
import type { SiteConfig } from "#app/model/config/site-config.ts";
import type { HomeBannerView, Slide } from "#app/model/content/home-banner-view.ts";
import { mediaKey, type Photo } from "#app/model/media/image-variants.ts";

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

/** spec §2: a slider of project pictures, each linking to its project's page. */
async function projectSlides(db: Kysely<Database>, language: Language): Promise<Slide[]> {
  const rows = await db
    .selectFrom("project as p")
    .innerJoin("project_translation as t", (join) =>
      join.onRef("t.project_id", "=", "p.id").on("t.language", "=", language),
    )
    .innerJoin("attachment as a", (join) =>
      join.onRef("a.project_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .innerJoin("media_file as m", "m.id", "a.media_file_id")
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
    )
    .select([
      "p.id",
      "p.goal",
      "p.price_min",
      "p.price_max",
      "t.name",
      "c.name as city",
      "m.id as media_id",
      "m.sha256",
      "a.width",
      "a.height",
    ])
    .where("p.status", "=", "available")
    .orderBy("p.id")
    .execute();
  const prices = await projectPriceRanges(db, rows);
  return rows.flatMap((row) => {
    const fromPrice = prices.get(row.id)?.min;
    return row.width && row.height
      ? [
          {
            photo: {
              key: mediaKey(row.media_id, row.sha256),
              width: row.width,
              height: row.height,
            },
            title: row.name,
            place: { id: row.id, name: row.name, city: row.city ?? "" },
            fromPrice: fromPrice ? formatEuro(fromPrice) : undefined,
          },
        ]
      : [];
  });
}
