import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingFilter } from "#app/model/catalogue/listing-filter.ts";
import { findCityIds } from "./cities.server.ts";

/**
 * What a listing filter of one city and one type names, in the page language (the page's description):
 * the city as the site spells it, the type's name. Several of either name nothing.
 */
export async function listingFilterNames(
  db: Kysely<Database>,
  filter: ListingFilter,
  language: Language,
): Promise<{ city?: string | undefined; type?: string | undefined }> {
  const [wantedCity] = filter.cities?.length === 1 ? filter.cities : [];
  const [wantedType] = filter.types?.length === 1 ? filter.types : [];
  const cityIds = wantedCity === undefined ? [] : await findCityIds(db, wantedCity);
  const [city, type] = await Promise.all([
    cityIds.length
      ? db
          .selectFrom("city_name")
          .select("name")
          .where("city_id", "in", cityIds)
          .where("language", "=", language)
          .orderBy("city_id")
          .executeTakeFirst()
      : undefined,
    wantedType === undefined
      ? undefined
      : db
          .selectFrom("property_type_name")
          .select("name")
          .where("web_id", "=", wantedType)
          .where("language", "=", language)
          .executeTakeFirst(),
  ]);
  return { city: city?.name ?? wantedCity, type: type?.name };
}
