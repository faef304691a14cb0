import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ListingFilter } from "#app/model/catalogue/listing-filter.ts";
import { findCityIds } from "./cities.server.ts";

/** What a listing filter names, in the page language: the city as the site spells it, the type's name. */
export async function listingFilterNames(
  db: Kysely<Database>,
  filter: ListingFilter,
  language: Language,
): Promise<{ city?: string | undefined; type?: string | undefined }> {
  const cityIds = filter.city === undefined ? [] : await findCityIds(db, filter.city);
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
    filter.type === undefined
      ? undefined
      : db
          .selectFrom("property_type_name")
          .select("name")
          .where("web_id", "=", filter.type)
          .where("language", "=", language)
          .executeTakeFirst(),
  ]);
  return { city: city?.name ?? filter.city, type: type?.name };
}
