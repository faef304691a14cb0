import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { slugify } from "#app/domain/slug.ts";
import type { City } from "#app/model/catalogue/city-key.ts";

/**
 * Finds or creates a city (model/catalogue/city-key.ts) and records its name in each language given,
 * once per city and run: every project and property of one import names its city the same way.
 */
export function cityResolver(db: Kysely<Database>): (city: City) => Promise<number> {
  const known = new Map<string, number>();
  return async ({ countryId, zip, slug, names }) => {
    const key = `${countryId}/${zip}/${slug}`;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const found = await db
      .selectFrom("city")
      .select("id")
      .where("country_id", "=", countryId)
      .where("zip", "=", zip)
      .where("slug", "=", slug)
      .executeTakeFirst();
    const id =
      found?.id ??
      (
        await db
          .insertInto("city")
          .values({ country_id: countryId, zip, slug })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    known.set(key, id);
    for (const [language, name] of Object.entries(names)) {
      await db
        .insertInto("city_name")
        .values({ city_id: id, language, name })
        .onConflict((oc) => oc.columns(["city_id", "language"]).doUpdateSet({ name }))
        .execute();
    }
    return id;
  };
}

/** The cities a visitor means by a postal code or by a name in any language (accents and case aside). */
export async function findCityIds(db: Kysely<Database>, text: string): Promise<number[]> {
  if (/^\d{4}$/.test(text.trim())) {
    const rows = await db.selectFrom("city").select("id").where("zip", "=", text.trim()).execute();
    return rows.map((r) => r.id);
  }
  const wanted = slugify(text);
  const rows = await db.selectFrom("city_name").select(["city_id", "name"]).execute();
  return [...new Set(rows.filter((r) => slugify(r.name) === wanted).map((r) => r.city_id))];
}
