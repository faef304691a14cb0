import { type Kysely, sql } from "kysely";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { GoalCounts, SearchCounts } from "#app/model/catalogue/search-counts.ts";

// docs/requirements.md §3 "Type entry in search data" and "City entry": counts per goal of what is on offer, derived
// from the properties (never typed by hand), for the home search block and the listing filters. They
// add up property_count, which each import recounts (db/migrations/0005), not every property.

const countOf = <G extends "sale" | "rent">(goal: G) =>
  sql<number | string | null>`sum(case when p.goal = ${goal} then p.properties else 0 end)`.as(
    goal,
  );

export async function searchCounts(
  db: Kysely<Database>,
  language: Language,
): Promise<SearchCounts> {
  const [types, cities] = await Promise.all([
    db
      .selectFrom("property_count as p")
      .innerJoin("property_type as pt", "pt.web_id", "p.web_id")
      .leftJoin("property_type_name as n", (join) =>
        join.onRef("n.web_id", "=", "p.web_id").on("n.language", "=", language),
      )
      .select(["p.web_id", "n.name", "pt.show_order", countOf("sale"), countOf("rent")])
      .where("p.status", "in", onOfferStatuses)
      .groupBy(["p.web_id", "n.name", "pt.show_order"])
      .orderBy("pt.show_order")
      .orderBy("p.web_id")
      .execute(),
    db
      .selectFrom("property_count as p")
      .innerJoin("city as c", "c.id", "p.city_id")
      .leftJoin("city_name as n", (join) =>
        join.onRef("n.city_id", "=", "c.id").on("n.language", "=", language),
      )
      .select(["c.zip", "c.country_id", "n.name", countOf("sale"), countOf("rent")])
      .where("p.status", "in", onOfferStatuses)
      .groupBy(["c.id", "c.zip", "c.country_id", "n.name"])
      // Both engines sort a missing name first (PostgreSQL would put NULL last).
      .orderBy(sql`coalesce(n.name, '')`)
      .orderBy("c.zip")
      .execute(),
  ]);
  const counts = (row: {
    sale: number | string | null;
    rent: number | string | null;
  }): GoalCounts => ({
    // PostgreSQL sums are bigints, which pg returns as text.
    sale: Number(row.sale ?? 0),
    rent: Number(row.rent ?? 0),
  });
  const typeRows = types.map((t) => ({ webId: t.web_id, name: t.name ?? "", ...counts(t) }));
  return {
    total: typeRows.reduce((sum, t) => ({ sale: sum.sale + t.sale, rent: sum.rent + t.rent }), {
      sale: 0,
      rent: 0,
    }),
    types: typeRows,
    cities: cities.map((c) => ({
      zip: c.zip,
      name: c.name ?? "",
      countryId: c.country_id,
      ...counts(c),
    })),
  };
}
