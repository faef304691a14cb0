import type { Kysely } from "kysely";
import { storedPhoto } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { ProjectCard } from "#app/model/catalogue/project-card.ts";
import { projectPriceRanges } from "./project-prices.server.ts";
import { hasText } from "./property-text.server.ts";

/**
 * The projects on offer with a text in `language` (docs/requirements.md §2 /projects/), newest first, then by id, each
 * with its main photo, its price range and how many of its units are on offer in that language. Withdrawn ones never.
 */
export async function readProjectCards(
  db: Kysely<Database>,
  language: Language,
): Promise<ProjectCard[]> {
  const rows = await availableProjects(db, language)
    .select((eb) => [
      eb
        .selectFrom("property as u")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("u.project_id", "=", "p.id")
        .where("u.status", "in", onOfferStatuses)
        // Those the project's page lists: with a text in the page's language.
        .where(hasText("u", language))
        .as("units"),
    ])
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .execute();
  const prices = await projectPriceRanges(db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city ?? "",
    priceMin: prices.get(row.id)?.min,
    priceMax: prices.get(row.id)?.max,
    unitsOnOffer: Number(row.units ?? 0),
    photo: storedPhoto(row),
  }));
}

/**
 * The projects on offer with a text in `language`, with their town and main photo (see storedPhoto):
 * the query the projects page and the home banner's project slides start from. Not ordered.
 */
export function availableProjects(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom("project as p")
    .innerJoin("project_translation as t", (join) =>
      join.onRef("t.project_id", "=", "p.id").on("t.language", "=", language),
    )
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
    )
    .leftJoin("attachment as a", (join) =>
      join.onRef("a.project_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .leftJoin("media_file as m", "m.id", "a.media_file_id")
    .select([
      "p.id",
      "p.goal",
      "p.price_min",
      "p.price_max",
      "t.name",
      "c.name as city",
      "m.id as media_id",
      "m.sha256",
      "a.width",
      "a.height",
    ])
    .where("p.status", "=", "available");
}
