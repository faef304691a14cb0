import type { Kysely } from "kysely";
import { mediaKey } from "../catalogue/image-variants.ts";
import type { PropertyCard } from "../catalogue/property-card.ts";
import type { Language } from "../i18n/languages.ts";
import type { ListingFilter } from "../routing/listing-filter.ts";
import { propertyUrl } from "../routing/listing-urls.ts";
import { findCityIds } from "./cities.server.ts";
import { flag, goalOf } from "./rows.server.ts";
import type { Database } from "./schema.ts";

/** The statuses a property is listed in (cards, banner slides); its page shows in more (visibleStatuses). */
export const listedStatuses = ["available", "option"];

/**
 * The newest properties on offer (spec §2 home: a latest-offers list of 4), of one goal or both,
 * newest first, then by id.
 */
export async function latestOffers(
  db: Kysely<Database>,
  language: Language,
  {
    limit = 4,
    goal,
    project,
    filter = {},
  }: {
    limit?: number;
    goal?: "sale" | "rent" | undefined;
    project?: number | undefined;
    /** spec §2 listing parameters: a city (name or postal code) and a property type. */
    filter?: ListingFilter;
  } = {},
): Promise<PropertyCard[]> {
  let query = db
    .selectFrom("property as p")
    .innerJoin("property_translation as t", (join) =>
      join.onRef("t.property_id", "=", "p.id").on("t.language", "=", language),
    )
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
    )
    .leftJoin("attachment as a", (join) =>
      join.onRef("a.property_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .leftJoin("media_file as m", "m.id", "a.media_file_id")
    // A project unit's page sits under its project (spec §2).
    .leftJoin("project as pr", "pr.id", "p.project_id")
    .leftJoin("project_translation as pt", (join) =>
      join.onRef("pt.project_id", "=", "pr.id").on("pt.language", "=", language),
    )
    .leftJoin("city_name as pc", (join) =>
      join.onRef("pc.city_id", "=", "pr.city_id").on("pc.language", "=", language),
    )
    .select([
      "p.id",
      "p.goal",
      "p.status",
      "p.price",
      "p.publish_price",
      "p.price_unit",
      "p.marquee",
      "p.bedrooms",
      "p.surface_living",
      "p.surface_ground",
      "t.title",
      "t.marquee_name",
      "c.name as city",
      "m.id as media_id",
      "m.sha256",
      "a.width",
      "a.height",
      "pr.id as project_id",
      "pt.name as project_name",
      "pc.name as project_city",
    ])
    .where("p.status", "in", listedStatuses)
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit);
  if (goal) query = query.where("p.goal", "=", goal);
  if (project !== undefined) query = query.where("p.project_id", "=", project);
  if (filter.city !== undefined) {
    const cities = await findCityIds(db, filter.city);
    if (cities.length === 0) return [];
    query = query.where("p.city_id", "in", cities);
  }
  const { type } = filter;
  if (type !== undefined)
    query = query.where((eb) =>
      eb.or([
        eb("p.web_id", "=", type),
        eb.exists(
          eb
            .selectFrom("property_extra_type as x")
            .select("x.web_id")
            .whereRef("x.property_id", "=", "p.id")
            .where("x.web_id", "=", type),
        ),
      ]),
    );
  const rows = await query.execute();
  return rows.map((row) => {
    const goal = goalOf(row.goal);
    const project =
      row.project_id !== null && row.project_name !== null
        ? { id: row.project_id, name: row.project_name, city: row.project_city ?? "" }
        : undefined;
    return {
      id: row.id,
      url: propertyUrl(
        { id: row.id, goal, title: row.title, city: row.city ?? "", project },
        language,
      ),
      goal,
      status: row.status as PropertyCard["status"],
      title: row.title,
      city: row.city ?? "",
      price: row.price,
      publishPrice: flag(row.publish_price),
      priceUnit: row.price_unit,
      marquee: row.marquee,
      marqueeName: row.marquee_name ?? undefined,
      bedrooms: row.bedrooms ?? undefined,
      // Land has no living surface: its plot is what a visitor compares.
      surface: row.surface_living ?? row.surface_ground ?? undefined,
      photo:
        row.media_id !== null && row.sha256 && row.width && row.height
          ? { key: mediaKey(row.media_id, row.sha256), width: row.width, height: row.height }
          : undefined,
    };
  });
}
