import { type Kysely, sql } from "kysely";
import { flag, goalOf } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { similarCriteria, similarLimit } from "#app/domain/similar.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import { latestOffers, readCards } from "./property-cards.server.ts";
import { hasText } from "./property-text.server.ts";

/**
 * Up to 4 offers like property `id` (domain/similar.ts), the nearest in price first, then the newest;
 * it may be on offer, sold or withdrawn. For an id the catalogue does not know: the latest offers.
 */
export async function readSimilarOffers(
  db: Kysely<Database>,
  id: number | undefined,
  language: Language,
): Promise<PropertyCard[]> {
  const row =
    id === undefined
      ? undefined
      : await db
          .selectFrom("property as p")
          .innerJoin("city as c", "c.id", "p.city_id")
          .select([
            "p.id",
            "p.goal",
            "p.status",
            "p.web_id",
            "p.price",
            "p.publish_price",
            "p.bedrooms",
            "c.zip",
            "c.country_id",
          ])
          .where("p.id", "=", id)
          .executeTakeFirst();
  if (!row) return latestOffers(db, language, { limit: similarLimit });
  const criteria = similarCriteria({
    ...row,
    goal: goalOf(row.goal),
    webId: row.web_id,
    publishPrice: flag(row.publish_price),
    countryId: row.country_id,
  });
  let query = db
    .selectFrom("property as p")
    .innerJoin("city as c", "c.id", "p.city_id")
    .select("p.id")
    .where("p.goal", "=", criteria.goal)
    .where("p.web_id", "=", criteria.webId)
    .where("p.status", "in", onOfferStatuses)
    .where("p.id", "<>", criteria.excludeId)
    .where("c.country_id", "=", criteria.countryId)
    .where(hasText("p", language));
  const { zipRanges, price, bedrooms } = criteria;
  if (zipRanges.length > 0)
    query = query.where((eb) =>
      eb.or(zipRanges.map(([from, to]) => eb.between("c.zip", from, to))),
    );
  if (price)
    query = query
      .where("p.publish_price", "=", true)
      .where("p.price", ">=", price.min)
      .where("p.price", "<=", price.max)
      .orderBy(sql`abs(${sql.ref("p.price")} - ${price.around})`);
  if (bedrooms)
    query = query.where("p.bedrooms", ">=", bedrooms.min).where("p.bedrooms", "<=", bedrooms.max);
  const ids = (
    await query
      .orderBy("p.updated_at", "desc")
      .orderBy("p.id", "desc")
      .limit(similarLimit)
      .execute()
  ).map((r) => r.id);
  return readCards(db, language, ids);
}
