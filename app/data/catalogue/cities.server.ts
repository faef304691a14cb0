import type { Kysely } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { slugify } from "#app/domain/slug.ts";
import type { Address, PlaceText } from "#app/model/catalogue/entities.ts";

type Place = { address: Address; texts: Partial<Record<string, PlaceText>> };

/**
 * Finds or creates the city of an entity and records its name in each language given. A city is its
 * country, postal code and locality (the French name's slug, else the first one given): several localities
 * can share one postal code in Belgium.
 */
export function cityResolver(db: Kysely<Database>): (place: Place) => Promise<number> {
  const known = new Map<string, number>();
  return async ({ address, texts }) => {
    const names = Object.entries(texts).flatMap(([language, text]) =>
      text?.city ? [{ language, name: text.city }] : [],
    );
    const reference = names.find((n) => n.language === "fr") ?? names[0];
    const slug = slugify(reference?.name ?? address.zip) || address.zip;
    const key = `${address.countryId}/${address.zip}/${slug}`;
    let id = known.get(key);
    if (id === undefined) {
      const found = await db
        .selectFrom("city")
        .select("id")
        .where("country_id", "=", address.countryId)
        .where("zip", "=", address.zip)
        .where("slug", "=", slug)
        .executeTakeFirst();
      id =
        found?.id ??
        (
          await db
            .insertInto("city")
            .values({ country_id: address.countryId, zip: address.zip, slug })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      known.set(key, id);
    }
    for (const { language, name } of names) {
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
