import type { Kysely } from "kysely";
import {
  cityNamesOf,
  photosOf,
  placesOf,
  projectPlaces,
} from "#app/data/catalogue/property-page.server.ts";
import { flag, goalOf } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import type {
  PlacesByLanguage,
  ProjectPlace,
  PropertyPlace,
} from "#app/model/catalogue/listing-place.ts";
import type { Photo } from "#app/model/media/image-variants.ts";

// docs/requirements.md §17 (a lead's page): the property or project a lead is about, as staff see it:
// whatever its status, its price even when the site hides it (staff see what the CRM holds), and its
// place in each language it has a text in, for a link to its public page.

export interface StoredListing<P extends PropertyPlace | ProjectPlace> {
  id: number;
  status: string;
  price: number | null;
  /** A project's highest price; none for a property. */
  priceMax: number | null;
  priceUnit: number | null;
  publishPrice: boolean;
  photo: Photo | undefined;
  places: PlacesByLanguage<P>;
}

/** A property of the catalogue, withdrawn ones included; undefined when it is not there. */
export async function readLeadProperty(
  db: Kysely<Database>,
  id: number,
): Promise<StoredListing<PropertyPlace> | undefined> {
  const row = await db
    .selectFrom("property")
    .select([
      "id",
      "goal",
      "status",
      "price",
      "publish_price",
      "price_unit",
      "city_id",
      "project_id",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [texts, cityNames, photos, project] = await Promise.all([
    db
      .selectFrom("property_translation")
      .select(["language", "title"])
      .where("property_id", "=", id)
      .execute(),
    cityNamesOf(db, row.city_id),
    photosOf(db, "property_id", id),
    row.project_id === null ? undefined : projectPlaces(db, row.project_id),
  ]);
  const goal = goalOf(row.goal);
  return {
    id,
    status: row.status,
    price: row.price,
    priceMax: null,
    priceUnit: row.price_unit,
    publishPrice: flag(row.publish_price),
    photo: photos[0],
    places: placesOf(texts, (t, l) => ({
      id,
      goal,
      title: t.title,
      city: cityNames[l] ?? "",
      project: project?.[l],
    })),
  };
}

/** A project of the catalogue, whatever its status; undefined when it is not there. */
export async function readLeadProject(
  db: Kysely<Database>,
  id: number,
): Promise<StoredListing<ProjectPlace> | undefined> {
  const row = await db
    .selectFrom("project")
    .select(["id", "status", "price_min", "price_max"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [places, photos] = await Promise.all([
    projectPlaces(db, id),
    photosOf(db, "project_id", id),
  ]);
  return {
    id,
    status: row.status,
    price: row.price_min,
    priceMax: row.price_max,
    priceUnit: null,
    publishPrice: true,
    photo: photos[0],
    places,
  };
}
