import type { Kysely } from "kysely";
import { optional, parseJsonObject } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { visibleStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ProjectPlace } from "#app/model/catalogue/listing-place.ts";
import type { ProjectUnit } from "#app/model/catalogue/project-unit.ts";
import { neutralDetailsSchema } from "#app/model/catalogue/property-details.ts";
import { listedProperty, propertiesWithText } from "./property-cards.server.ts";

/**
 * A project's units with a text in `language` that visitors may see: on offer, sold or rented (docs/requirements.md §12
 * units table), by id. Hidden prices are left out here, where rows become read models.
 */
export async function readProjectUnits(
  db: Kysely<Database>,
  project: ProjectPlace,
  language: Language,
): Promise<ProjectUnit[]> {
  const rows = await propertiesWithText(db, language)
    .leftJoin("property_type_name as n", (join) =>
      join.onRef("n.web_id", "=", "p.web_id").on("n.language", "=", language),
    )
    .select(["n.name as type", "p.details"])
    .where("p.project_id", "=", project.id)
    .where("p.status", "in", visibleStatuses)
    .orderBy("p.id")
    .execute();
  return rows.map((row) => ({
    ...listedProperty(row),
    project,
    type: optional(row.type),
    floor: neutralDetailsSchema.parse(parseJsonObject(row.details)).Floor,
  }));
}
