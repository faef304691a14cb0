import type { Kysely } from "kysely";
import {
  flag,
  goalOf,
  isoTimestamp,
  optional,
  parseJsonObject,
  storedPhoto,
} from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { isVisible } from "#app/domain/listing-status.ts";
import {
  type PublicLocation,
  propertyLocationKey,
  publicLocation,
} from "#app/domain/public-location.ts";
import { locationOffset } from "#app/domain/public-location-offset.ts";
import { publishedDetails, publishedPrice, publishedStreet } from "#app/domain/publication.ts";
import { paragraphs } from "#app/domain/text.ts";
import { recognizeVideo, type VideoView, videoView } from "#app/domain/video.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import type {
  ListingPlace,
  PlacesByLanguage,
  ProjectPlace,
} from "#app/model/catalogue/listing-place.ts";
import {
  localizedDetailsSchema,
  neutralDetailsSchema,
} from "#app/model/catalogue/property-details.ts";
import type { PropertyPage } from "#app/model/catalogue/property-page.ts";
import { fileUrl, mediaKey, type Photo } from "#app/model/media/image-variants.ts";

/** A property that visitors may see (not withdrawn) with a text in `language`, else undefined. */
export async function readPropertyPage(
  db: Kysely<Database>,
  id: number,
  language: Language,
  /** The agency's partner video hosts (site configuration, docs/requirements.md §5). */
  partnerVideoHosts: readonly string[] = [],
): Promise<PropertyPage | undefined> {
  const row = await db
    .selectFrom("property as p")
    .innerJoin("city as c", "c.id", "p.city_id")
    .selectAll("p")
    .select(["c.zip", "c.country_id"])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row || !isVisible(row.status)) return undefined;
  const [texts, cityNames, photos, project, secret, videos] = await Promise.all([
    db.selectFrom("property_translation").selectAll().where("property_id", "=", id).execute(),
    cityNamesOf(db, row.city_id),
    photosOf(db, "property_id", id),
    row.project_id === null ? undefined : projectPlaces(db, row.project_id),
    storedSecret(db, "location"),
    videosOf(db, id, partnerVideoHosts),
  ]);
  const text = texts.find((t) => t.language === language);
  if (!text) return undefined;
  const goal = goalOf(row.goal);
  const places = placesOf(texts, (t, l) => ({
    id,
    goal,
    title: t.title,
    city: cityNames[l] ?? "",
    project: project?.[l],
  }));
  return {
    id,
    goal,
    webId: row.web_id,
    status: row.status,
    title: text.title,
    description: paragraphs(text.description),
    city: cityNames[language] ?? "",
    zip: row.zip,
    countryId: row.country_id,
    street: publishedStreet(row.street, row.house_number, flag(row.publish_address)),
    location: shownLocation(row, secret, propertyLocationKey(id, row.project_id)),
    listedOn: isoTimestamp(row.created_at).slice(0, 10),
    price: publishedPrice(row.price, flag(row.publish_price)),
    publishPrice: flag(row.publish_price),
    priceUnit: row.price_unit,
    marqueeName: optional(text.marquee_name),
    epcValue: row.epc_value,
    epcNotApplicable: flag(row.epc_not_applicable),
    epcLabelText: optional(text.epc_label_text),
    bedrooms: optional(row.bedrooms),
    bathrooms: optional(row.bathrooms),
    surfaceLiving: optional(row.surface_living),
    surfaceGround: optional(row.surface_ground),
    details: publishedDetails(
      neutralDetailsSchema.parse(parseJsonObject(row.details)),
      flag(row.publish_price),
    ),
    detailTexts: detailTextsOf(text.details),
    photos,
    videos,
    project: project?.[language],
    places,
  };
}

/** The stored texts of a property's details in one language, without the other stored texts. */
function detailTextsOf(stored: string) {
  const { countryName, mainTypeName, ...details } = parseJsonObject(stored);
  return localizedDetailsSchema.parse(
    Object.fromEntries(Object.entries(details).filter(([, value]) => value != null)),
  );
}

/** Where a property or project is, as visitors may see it: moved when its address is hidden (ADR 012). */
export function shownLocation(
  row: { latitude: number | null; longitude: number | null; publish_address: boolean | number },
  secret: string,
  key: string,
): PublicLocation | undefined {
  return publicLocation(
    { latitude: optional(row.latitude), longitude: optional(row.longitude) },
    flag(row.publish_address),
    locationOffset(secret, key),
  );
}

/** What a page's URL is made of in each language it has a text in. */
export function placesOf<T extends { language: string }, P extends ListingPlace>(
  texts: T[],
  place: (text: T, language: Language) => P,
): PlacesByLanguage<P> {
  return Object.fromEntries(
    texts.flatMap((t) => (isLanguage(t.language) ? [[t.language, place(t, t.language)]] : [])),
  );
}

/** A city's name in each language it has one in. */
export async function cityNamesOf(
  db: Kysely<Database>,
  cityId: number,
): Promise<Partial<Record<Language, string>>> {
  const rows = await db
    .selectFrom("city_name")
    .select(["language", "name"])
    .where("city_id", "=", cityId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.language, r.name]));
}

/** A project's name and city in each language it has a text in. */
export async function projectPlaces(
  db: Kysely<Database>,
  projectId: number,
): Promise<PlacesByLanguage<ProjectPlace>> {
  const rows = await db
    .selectFrom("project as p")
    .innerJoin("project_translation as t", "t.project_id", "p.id")
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").onRef("c.language", "=", "t.language"),
    )
    .select(["t.language", "t.name", "c.name as city"])
    .where("p.id", "=", projectId)
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.language, { id: projectId, name: r.name, city: r.city ?? "" }]),
  );
}

/** The stored photos of a property or project, in their order (the first is the main one). */
export async function photosOf(
  db: Kysely<Database>,
  owner: "property_id" | "project_id",
  id: number,
): Promise<Photo[]> {
  const rows = await db
    .selectFrom("attachment as a")
    .innerJoin("media_file as m", "m.id", "a.media_file_id")
    .select(["m.id as media_id", "m.sha256", "a.width", "a.height", "a.name"])
    .where(`a.${owner}`, "=", id)
    .where("a.kind", "=", "photo")
    .orderBy("a.position")
    .execute();
  return rows.flatMap((r) => {
    const photo = storedPhoto(r);
    return photo ? [{ ...photo, caption: optional(r.name) }] : [];
  });
}

const storedVideoTypes: Record<string, string> = { "video/mp4": "mp4", "video/webm": "webm" };

/**
 * A property's video links and 3D tour, in their order, as the page shows them: links that docs/requirements.md §5
 * recognises (the others are left out), and video files stored on our server, served from /files/.
 */
export async function videosOf(
  db: Kysely<Database>,
  id: number,
  partnerVideoHosts: readonly string[],
): Promise<VideoView[]> {
  const rows = await db
    .selectFrom("attachment as a")
    .leftJoin("media_file as m", "m.id", "a.media_file_id")
    .select(["a.url", "m.id as media_id", "m.sha256", "m.mime_type"])
    .where("a.property_id", "=", id)
    .where("a.kind", "in", ["video", "tour"])
    .orderBy("a.position")
    .execute();
  return rows.flatMap((row): VideoView[] => {
    const extension = storedVideoTypes[row.mime_type ?? ""];
    if (row.media_id !== null && row.sha256 && row.mime_type && extension) {
      const url = fileUrl(mediaKey(row.media_id, row.sha256), `video.${extension}`);
      return [{ kind: "file", service: extension.toUpperCase(), url, mimeType: row.mime_type }];
    }
    const video = row.url ? recognizeVideo(row.url, partnerVideoHosts) : undefined;
    return video ? [videoView(video)] : [];
  });
}
