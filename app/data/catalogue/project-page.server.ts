import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { storedSecret } from "#app/data/secrets/stored-secret.server.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { projectLocationKey } from "#app/domain/public-location.ts";
import { paragraphs } from "#app/domain/text.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ProjectPage } from "#app/model/catalogue/project-page.ts";
import { projectPriceRanges } from "./project-prices.server.ts";
import { readProjectUnits } from "./project-units.server.ts";
import { cityNamesOf, photosOf, placesOf, shownLocation } from "./property-page.server.ts";

/** A project on offer with a text in `language`, its photos and its units, else undefined. */
export async function readProjectPage(
  db: Kysely<Database>,
  id: number,
  language: Language,
): Promise<ProjectPage | undefined> {
  const row = await db
    .selectFrom("project as p")
    .innerJoin("city as c", "c.id", "p.city_id")
    .select([
      "p.id",
      "p.status",
      "p.goal",
      "p.city_id",
      "p.price_min",
      "p.price_max",
      "p.publish_address",
      "p.latitude",
      "p.longitude",
      "c.zip",
      "c.country_id",
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (row?.status !== "available") return undefined;
  const [texts, cityNames, photos, prices, secret] = await Promise.all([
    db
      .selectFrom("project_translation")
      .select(["language", "name", "description"])
      .where("project_id", "=", id)
      .execute(),
    cityNamesOf(db, row.city_id),
    photosOf(db, "project_id", id),
    projectPriceRanges(db, [row]),
    storedSecret(db, "location"),
  ]);
  const text = texts.find((t) => t.language === language);
  if (!text) return undefined;
  const city = cityNames[language] ?? "";
  const units = await readProjectUnits(db, { id, name: text.name, city }, language);
  const places = placesOf(texts, (t, l) => ({ id, name: t.name, city: cityNames[l] ?? "" }));
  return {
    id,
    name: text.name,
    description: paragraphs(text.description),
    city,
    zip: row.zip,
    countryId: row.country_id,
    location: shownLocation(row, secret, projectLocationKey(id)),
    priceMin: prices.get(id)?.min,
    priceMax: prices.get(id)?.max,
    photos,
    units,
    unitsOnOffer: units.filter((u) => (onOfferStatuses as readonly string[]).includes(u.status))
      .length,
    places,
  };
}
