import type { Kysely } from "kysely";
import { flag, goalOf, optional } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { visibleStatuses } from "#app/domain/listing-status.ts";
import { publishedPrice } from "#app/domain/publication.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ProjectPlace } from "#app/model/catalogue/listing-place.ts";
import type { ProjectUnit } from "#app/model/catalogue/project-unit.ts";

/**
 * A project's units with a text in `language` that visitors may see: on offer, sold or rented (issue 12
 * units table), by id. Hidden prices are left out here, where rows become read models.
 */
export async function readProjectUnits(
  db: Kysely<Database>,
  project: ProjectPlace,
  language: Language,
): Promise<ProjectUnit[]> {
  const rows = await db
    .selectFrom("property as p")
    .innerJoin("property_translation as t", (join) =>
      join.onRef("t.property_id", "=", "p.id").on("t.language", "=", language),
    )
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
    )
    .leftJoin("property_type_name as n", (join) =>
      join.onRef("n.web_id", "=", "p.web_id").on("n.language", "=", language),
    )
    .select([
      "p.id",
      "p.goal",
      "p.status",
      "p.price",
      "p.publish_price",
      "p.price_unit",
      "p.bedrooms",
      "p.surface_living",
      "p.surface_ground",
      "t.title",
      "c.name as city",
      "n.name as type",
    ])
    .where("p.project_id", "=", project.id)
    .where("p.status", "in", visibleStatuses)
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    goal: goalOf(row.goal),
    status: row.status as ProjectUnit["status"],
    title: row.title,
    city: row.city ?? "",
    project,
    type: optional(row.type),
    bedrooms: optional(row.bedrooms),
    surface: row.surface_living ?? row.surface_ground ?? undefined,
    price: publishedPrice(row.price, flag(row.publish_price)),
    publishPrice: flag(row.publish_price),
    priceUnit: row.price_unit,
  }));
}
