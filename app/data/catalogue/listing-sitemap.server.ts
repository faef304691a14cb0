import type { Kysely } from "kysely";
import { goalOf, groupByKey } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { visibleStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type {
  ListingPlace,
  PlacesByLanguage,
  ProjectPlace,
} from "#app/model/catalogue/listing-place.ts";
import { placesOf } from "./property-page.server.ts";

type Names = Map<number, Partial<Record<Language, string>>>;

/** Every property and project page visitors may see, each with its place per language (for the sitemap). */
export async function readListingPlaces(
  db: Kysely<Database>,
): Promise<PlacesByLanguage<ListingPlace>[]> {
  const [properties, propertyTexts, projects, projectTexts, cityRows] = await Promise.all([
    db
      .selectFrom("property")
      .select(["id", "goal", "city_id", "project_id"])
      .where("status", "in", visibleStatuses)
      .orderBy("id")
      .execute(),
    db.selectFrom("property_translation").select(["property_id", "language", "title"]).execute(),
    db
      .selectFrom("project")
      .select(["id", "city_id"])
      .where("status", "=", "available")
      .orderBy("id")
      .execute(),
    db.selectFrom("project_translation").select(["project_id", "language", "name"]).execute(),
    db.selectFrom("city_name").select(["city_id", "language", "name"]).execute(),
  ]);
  const cities: Names = new Map();
  for (const row of cityRows)
    cities.set(row.city_id, { ...cities.get(row.city_id), [row.language]: row.name });
  const propertyTextsOf = groupByKey(propertyTexts, (t) => t.property_id);
  const projectTextsOf = groupByKey(projectTexts, (t) => t.project_id);
  const projectById = new Map(projects.map((p) => [p.id, p]));
  const projectPlace = (id: number, language: Language): ProjectPlace | undefined => {
    const project = projectById.get(id);
    const text = projectTextsOf.get(id)?.find((t) => t.language === language);
    return project && text
      ? { id, name: text.name, city: cities.get(project.city_id)?.[language] ?? "" }
      : undefined;
  };
  return [
    ...projects.map((p) =>
      placesOf(projectTextsOf.get(p.id) ?? [], (t, l) => ({
        id: p.id,
        name: t.name,
        city: cities.get(p.city_id)?.[l] ?? "",
      })),
    ),
    ...properties.map((p) =>
      placesOf(propertyTextsOf.get(p.id) ?? [], (t, l) => ({
        id: p.id,
        goal: goalOf(p.goal),
        title: t.title,
        city: cities.get(p.city_id)?.[l] ?? "",
        project: p.project_id === null ? undefined : projectPlace(p.project_id, l),
      })),
    ),
  ];
}
