import type { Kysely } from "kysely";
import { readSiteConfig } from "#app/data/config/site-config.server.ts";
import { homeBanner } from "#app/data/content/home-banner.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { HomeBannerView } from "#app/model/content/home-banner-view.ts";
import type { PhotoUse } from "#app/model/media/first-screen-variants.ts";
import { type Photo, parseMediaKey } from "#app/model/media/image-variants.ts";

/** A stored original, its width (which caps the variants offered) and where it shows. */
export interface FirstScreenPhoto {
  sha256: string;
  width: number;
  use: PhotoUse;
}

/**
 * The photos visitors see first: each listed property's first photo (its card, docs/requirements.md §2 lists and
 * latest offers) and the home banner's photos in the default language (docs/requirements.md §2 Home page).
 */
export async function firstScreenPhotos(db: Kysely<Database>): Promise<FirstScreenPhoto[]> {
  const cards = await db
    .selectFrom("property as p")
    .innerJoin("attachment as a", (join) =>
      join.onRef("a.property_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .innerJoin("media_file as m", "m.id", "a.media_file_id")
    .select(["m.sha256", "a.width"])
    .where("p.status", "in", onOfferStatuses)
    .orderBy("p.id")
    .execute();
  const config = await readSiteConfig(db);
  const banner = config ? await homeBanner(db, config, config.languages.default) : undefined;
  const bannerPhotos = banner ? await withHashes(db, bannerPhotosOf(banner)) : [];
  return [
    ...bannerPhotos,
    // Without its size a photo is not shown (latestOffers), so nothing to make.
    ...cards.flatMap(({ sha256, width }) =>
      width ? [{ sha256, width, use: "card" as const }] : [],
    ),
  ];
}

function bannerPhotosOf(banner: HomeBannerView): { photo: Photo; use: PhotoUse }[] {
  switch (banner.type) {
    case "image":
      return [{ photo: banner.image, use: "banner" }];
    case "gallery":
      return banner.images.map((photo) => ({ photo, use: "banner" }));
    case "slides":
      return banner.slides.map(({ photo }) => ({ photo, use: "banner" }));
    case "video":
      return [{ photo: banner.poster, use: "poster" }];
    case "plain":
      return [];
  }
}

/** The configuration names photos by key: their stored originals, when they exist. */
async function withHashes(
  db: Kysely<Database>,
  photos: { photo: Photo; use: PhotoUse }[],
): Promise<FirstScreenPhoto[]> {
  const ids = photos.flatMap(({ photo }) => parseMediaKey(photo.key)?.id ?? []);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("media_file")
    .select(["id", "sha256"])
    .where("id", "in", ids)
    .execute();
  const hashes = new Map(rows.map((r) => [r.id, r.sha256]));
  return photos.flatMap(({ photo, use }) => {
    const key = parseMediaKey(photo.key);
    const sha256 = key ? hashes.get(key.id) : undefined;
    return key && sha256?.startsWith(key.hash) ? [{ sha256, width: photo.width, use }] : [];
  });
}
