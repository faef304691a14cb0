import type { Kysely } from "kysely";
import { flag, goalOf, storedPhoto } from "#app/data/rows.server.ts";
import type { Database } from "#app/data/schema.ts";
import { onOfferStatuses } from "#app/domain/listing-status.ts";
import { publishedPrice } from "#app/domain/publication.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { PropertyCard } from "#app/model/catalogue/property-card.ts";
import { hasText } from "./property-text.server.ts";

/**
 * The newest properties on offer (docs/requirements.md §2 home: a latest-offers list of 4), of one goal or both,
 * newest first, then by id.
 */
export async function latestOffers(
  db: Kysely<Database>,
  language: Language,
  {
    limit = 4,
    goal,
    project,
  }: { limit?: number; goal?: "sale" | "rent" | undefined; project?: number | undefined } = {},
): Promise<PropertyCard[]> {
  // docs/requirements.md §16: the few ids first, on the property table alone in the order of its covering indexes
  // (db/migrations/0005), so that texts, photos and places are joined for those only, never sorted.
  let newest = db
    .selectFrom("property as p")
    .select("p.id")
    .where("p.status", "in", onOfferStatuses)
    // A card needs a text in the page's language.
    .where(hasText("p", language))
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit);
  if (goal) newest = newest.where("p.goal", "=", goal);
  if (project !== undefined) newest = newest.where("p.project_id", "=", project);
  const ids = (await newest.execute()).map((row) => row.id);
  return readCards(db, language, ids);
}

/** The cards of these properties, in the order of the ids given. */
export async function readCards(
  db: Kysely<Database>,
  language: Language,
  ids: number[],
): Promise<PropertyCard[]> {
  if (ids.length === 0) return [];
  const rows = await propertiesWithText(db, language)
    .leftJoin("attachment as a", (join) =>
      join.onRef("a.property_id", "=", "p.id").on("a.kind", "=", "photo").on("a.position", "=", 0),
    )
    .leftJoin("media_file as m", "m.id", "a.media_file_id")
    // A project unit's page sits under its project (docs/requirements.md §2).
    .leftJoin("project as pr", "pr.id", "p.project_id")
    .leftJoin("project_translation as pt", (join) =>
      join.onRef("pt.project_id", "=", "pr.id").on("pt.language", "=", language),
    )
    .leftJoin("city_name as pc", (join) =>
      join.onRef("pc.city_id", "=", "pr.city_id").on("pc.language", "=", language),
    )
    .select([
      "p.marquee",
      "t.marquee_name",
      "m.id as media_id",
      "m.sha256",
      "a.width",
      "a.height",
      "pr.id as project_id",
      "pt.name as project_name",
      "pc.name as project_city",
    ])
    .where("p.id", "in", ids)
    .execute();
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return rows.map((row) => ({
    ...listedProperty(row),
    marquee: row.marquee,
    marqueeName: row.marquee_name ?? undefined,
    project:
      row.project_id !== null && row.project_name !== null
        ? { id: row.project_id, name: row.project_name, city: row.project_city ?? "" }
        : undefined,
    photo: storedPhoto(row),
  }));
}

/**
 * Properties with their text and town in `language`, and what a card and a project's unit row both
 * show of them (see listedProperty): the query both start from.
 */
export function propertiesWithText(db: Kysely<Database>, language: Language) {
  return db
    .selectFrom("property as p")
    .innerJoin("property_translation as t", (join) =>
      join.onRef("t.property_id", "=", "p.id").on("t.language", "=", language),
    )
    .leftJoin("city_name as c", (join) =>
      join.onRef("c.city_id", "=", "p.city_id").on("c.language", "=", language),
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
    ]);
}

/** What a card and a project's unit row share, from a row of propertiesWithText. Hidden prices are left out. */
export function listedProperty(row: {
  id: number;
  goal: string;
  status: string;
  price: number | null;
  publish_price: boolean | number;
  price_unit: number | null;
  bedrooms: number | null;
  surface_living: number | null;
  surface_ground: number | null;
  title: string;
  city: string | null;
}) {
  return {
    id: row.id,
    goal: goalOf(row.goal),
    status: row.status as PropertyCard["status"],
    title: row.title,
    city: row.city ?? "",
    price: publishedPrice(row.price, flag(row.publish_price)),
    publishPrice: flag(row.publish_price),
    priceUnit: row.price_unit,
    bedrooms: row.bedrooms ?? undefined,
    // Land has no living surface: its plot is what a visitor compares.
    surface: row.surface_living ?? row.surface_ground ?? undefined,
  };
}
